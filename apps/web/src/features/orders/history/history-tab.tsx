import type { OrderDetail } from '@comanda/contract/orders';
import { Badge, Group, Text, Timeline } from '@mantine/core';
import { messages } from '../../../lib/messages';
import { useStoreTimeZone } from '../shared/use-store-info';
import { historyLines } from './history-text';

const text = messages.orders.history;

/** Tab Historial: every change of the order as a timeline, oldest first. */
export function HistoryTab({ order }: { order: OrderDetail }) {
  const timeZone = useStoreTimeZone();
  const lines = historyLines(order, timeZone);
  if (lines.length === 0) return <Text c="dimmed">{text.empty}</Text>;
  return (
    <Timeline active={lines.length - 1} bulletSize={18} lineWidth={2} data-testid="order-history">
      {lines.map((line) => (
        <Timeline.Item
          key={line.seq}
          data-testid="history-entry"
          title={
            <Group gap="xs" wrap="wrap">
              <Text component="span" fw={600} size="sm">
                {line.title}
              </Text>
              {line.action ? (
                <Badge variant="outline" color="gray.7" tt="none" radius="sm" size="sm">
                  {line.action}
                </Badge>
              ) : null}
            </Group>
          }
        >
          <Text size="sm" c="dimmed">
            {text.byAt(line.who, line.when)}
          </Text>
          {line.reason ? <Text size="sm">{text.reason(line.reason)}</Text> : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
