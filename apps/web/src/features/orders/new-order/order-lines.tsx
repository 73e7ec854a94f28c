import type { PublicTopping } from '@comanda/contract/storefront';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { messages } from '../../../lib/messages';
import type { DraftLine } from './order-draft';
import { picksText } from './order-draft';

const text = messages.counterOrder;

export interface OrderLinesProps {
  lines: readonly DraftLine[];
  toppings: readonly PublicTopping[];
  /** Each line's price as text, by line key (the quote's, or the catalogue's while it prices). */
  prices: Readonly<Record<string, string>>;
  onRemove: (key: string) => void;
}

/** The order's lines: article, picked options, note and price, each with 'Quitar'. */
export function OrderLines({ lines, toppings, prices, onRemove }: OrderLinesProps) {
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {text.noLines}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={text.articles}>
      {lines.map((line) => {
        const options = picksText(line, toppings);
        return (
          <Group key={line.key} component="li" justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{line.name}</Text>
              {options && <Text size="sm">{options}</Text>}
              {line.message && (
                <Text size="sm" c="dimmed" fs="italic">
                  {line.message}
                </Text>
              )}
            </div>
            <Group gap={4} wrap="nowrap">
              <Text style={{ whiteSpace: 'nowrap' }}>{prices[line.key] ?? ''}</Text>
              <ActionIcon variant="subtle" color="red" aria-label={text.removeLine(line.name)} onClick={() => onRemove(line.key)}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
