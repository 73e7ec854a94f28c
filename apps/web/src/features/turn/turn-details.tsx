import type { Turn } from '@comanda/contract/turn';
import { turnStatusLabel } from '@comanda/contract/turn';
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDateTimeIn } from '../../lib/format';
import { messages } from '../../lib/messages';
import { useStoreTimeZone } from '../../lib/store-info';

const { turn: texts } = messages;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  );
}

/** Status, opening and closing times (store's clock) of a turn; a note when the store never opened one. */
export function TurnDetails({ turn }: { turn: Turn | null }) {
  const timeZone = useStoreTimeZone();
  if (!turn) return <Text c="dimmed">{texts.never}</Text>;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {texts.status}
        </Text>
        {/* Filled in dark shades: white words keep 4.5:1 on them (axe colour contrast). */}
        <Badge color={turn.status === 'opened' ? 'teal.9' : 'gray.7'} variant="filled">
          {turnStatusLabel[turn.status]}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Field label={texts.openedAt} value={formatDateTimeIn(turn.opened_at, timeZone)} />
        <Field label={texts.closedAt} value={turn.closed_at ? formatDateTimeIn(turn.closed_at, timeZone) : texts.noTime} />
      </SimpleGrid>
    </Stack>
  );
}
