import type { OrderStatusGroup } from '@comanda/contract/order-enums';
import { OrderStatusGroup as OrderStatusGroupSchema, orderStatusGroupLabel } from '@comanda/contract/order-enums';
import { Chip, Group } from '@mantine/core';
import { messages } from '../../../lib/messages';

/** A chip's value: one status group, every order ('Todas') or those for a later day ('Programadas'). */
export type GroupFilter = OrderStatusGroup | 'all' | 'scheduled';

export const ALL_GROUPS = 'all' as const;
export const SCHEDULED = 'scheduled' as const;

/** The `group` search param as a filter; anything unknown is 'Todas'. */
export function parseGroupFilter(value: string | null): GroupFilter {
  if (value === SCHEDULED) return SCHEDULED;
  const parsed = OrderStatusGroupSchema.safeParse(value);
  return parsed.success ? parsed.data : ALL_GROUPS;
}

const chips: Array<{ value: GroupFilter; label: string }> = [
  { value: ALL_GROUPS, label: messages.orders.filter.all },
  ...OrderStatusGroupSchema.options.map((group) => ({ value: group, label: orderStatusGroupLabel[group] })),
  { value: SCHEDULED, label: messages.orders.filter.scheduled },
];

/** 'Todas', 'Activas', 'Nuevas', ... 'Canceladas': one at a time (radio chips). */
export function StatusGroupChips({ value, onChange }: { value: GroupFilter; onChange: (value: GroupFilter) => void }) {
  return (
    <Group role="radiogroup" aria-label={messages.orders.filter.label} gap="xs" wrap="wrap">
      <Chip.Group value={value} onChange={(next) => onChange(parseGroupFilter(next))}>
        {chips.map((chip) => (
          <Chip key={chip.value} value={chip.value} size="sm">
            {chip.label}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}
