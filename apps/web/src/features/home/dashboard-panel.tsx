import type { Dashboard } from '@comanda/contract/dashboard';
import { Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatDateTimeIn, formatMoney } from '../../lib/format';
import { messages } from '../../lib/messages';
import { useStoreTimeZone } from '../../lib/store-info';
import { averageMinutes, groupCounts } from './dashboard-figures';
import type { GroupCount } from './dashboard-figures';
import { useDashboard } from './use-dashboard';

const { dashboard: texts } = messages;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value}
      </Text>
    </Paper>
  );
}

function GroupCard({ entry }: { entry: GroupCount }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`dashboard-group-${entry.group}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} size="sm">
          {entry.label}
        </Text>
        <Text fw={700} fz="xl">
          {entry.count}
        </Text>
      </Group>
      {entry.statuses.length > 0 ? (
        <Stack component="ul" gap={2} mt={4} p={0} style={{ listStyle: 'none' }}>
          {entry.statuses.map((status) => (
            <Group component="li" key={status.status} justify="space-between" wrap="nowrap" gap="xs">
              <Text size="xs" c="dimmed">
                {status.label}
              </Text>
              <Text size="xs" fw={600}>
                {status.count}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}

function DashboardBody({ dashboard }: { dashboard: Dashboard }) {
  const average = averageMinutes(dashboard.average_preparation_minutes);
  const timeZone = useStoreTimeZone();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {dashboard.turn?.status === 'opened'
          ? texts.openedSince(formatDateTimeIn(dashboard.turn.opened_at, timeZone))
          : texts.noTurn}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure testId="dashboard-sales" label={texts.sales} value={formatMoney(dashboard.sales)} />
        <Figure testId="dashboard-orders" label={texts.ordersCount} value={String(dashboard.orders_count)} />
        <Figure
          testId="dashboard-preparation"
          label={texts.averagePreparation}
          value={average === null ? texts.noAverage : texts.minutes(average)}
        />
      </SimpleGrid>
      <Title order={3} size="h4">
        {texts.byStatus}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {groupCounts(dashboard.orders_by_status).map((entry) => (
          <GroupCard key={entry.group} entry={entry} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The open turn at a glance (DECISIONS.md "Scope"): sales, orders, average preparation time and
 * the orders by status group. The live stream refreshes it whenever an order or the turn changes.
 */
export function DashboardPanel() {
  const titleId = useId();
  const dashboard = useDashboard();
  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby={titleId}>
      <Title id={titleId} order={2} size="h3" mb="sm">
        {texts.title}
      </Title>
      {dashboard.isPending ? (
        <Loader size="sm" role="status" aria-label={texts.loading} />
      ) : dashboard.isError ? (
        <Text c="dimmed">{texts.loadFailed(dashboard.error.message)}</Text>
      ) : (
        <DashboardBody dashboard={dashboard.data} />
      )}
    </Paper>
  );
}
