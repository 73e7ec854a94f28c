import type { OrderItem } from '@comanda/contract/orders';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { formatMoney, shortId } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { LabelledValue } from './labelled-value';
import { OrderItemToppings } from './order-item-toppings';

const text = messages.orders.items;

/** A line: article name and total; 'Expandir' shows its article, amounts, toppings and message. */
export function OrderItemCard({ item }: { item: OrderItem }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const { article } = item;
  return (
    <Paper withBorder p="sm" component="article" aria-label={article.name}>
      <Group justify="space-between" align="flex-start">
        {/*
          The name keeps at least 12rem: where the total and the button leave it less (a phone),
          they go to a line of their own on the right, so words are not cut to fit a sliver.
        */}
        <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere', flex: '1 1 12rem' }}>
          {article.name}
        </Text>
        <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0, marginLeft: 'auto' }}>
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(item.imports.total)}
          </Text>
          <Button
            size="xs"
            variant="subtle"
            aria-expanded={expanded}
            aria-controls={detailsId}
            rightSection={expanded ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? text.collapse : text.expand}
          </Button>
        </Group>
      </Group>
      {expanded ? (
        <Stack id={detailsId} gap="sm" mt="sm">
          <Text size="sm" fw={600}>
            {text.article}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <LabelledValue label={text.articleId}>{shortId(article.id)}</LabelledValue>
            <LabelledValue label={text.name}>{article.name}</LabelledValue>
            <LabelledValue label={text.amount}>{formatMoney(article.imports.import)}</LabelledValue>
            <LabelledValue label={text.total}>{formatMoney(article.imports.total)}</LabelledValue>
          </SimpleGrid>
          <Text size="sm" fw={600}>
            {text.itemAmounts}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <LabelledValue label={text.amount}>{formatMoney(item.imports.import)}</LabelledValue>
            <LabelledValue label={text.discount}>{`${item.imports.discount}%`}</LabelledValue>
            <LabelledValue label={text.total}>{formatMoney(item.imports.total)}</LabelledValue>
          </SimpleGrid>
          <Text size="sm" fw={600}>
            {text.customisation}
          </Text>
          <OrderItemToppings toppings={Object.values(item.toppings)} />
          {item.message ? <LabelledValue label={text.message}>{item.message}</LabelledValue> : null}
        </Stack>
      ) : null}
    </Paper>
  );
}
