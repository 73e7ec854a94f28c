import { orderStatusGroupLabel } from '@comanda/contract/order-enums';
import type { Order } from '@comanda/contract/orders';
import { orderRoutes } from '@comanda/contract/orders';
import type { Role } from '@comanda/contract/roles';
import { Alert, Box, Center, Chip, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { PageTitle } from '../../../components/page-title';
import { isLaterDay } from '../../../lib/day-label';
import { orderSlotDate } from '../../../lib/scheduled-ring';
import { messages } from '../../../lib/messages';
import { LiveFreshness } from '../../../live/live-freshness';
import { orderKeys } from '../order-keys';
import { orderPermissions } from '../order-permissions';
import { useNow } from '../shared/use-now';
import { useStoreTimeZone } from '../shared/use-store-info';
import { BoardCard } from './board-card';
import type { BoardGroup } from './board-columns';
import { boardColumns, boardGroups } from './board-columns';
import { toCollect, toCollectQuery } from './to-collect';

const text = messages.board;

/** The most the board asks for (the list's maximum page). */
export const BOARD_LIMIT = 100;

/** What a phone shows: one of the columns, or 'Por cobrar' / 'Programadas' while it has orders. */
type PhoneColumn = BoardGroup | 'to_collect' | 'scheduled';

const extraColumnTitle = { to_collect: text.toCollect, scheduled: text.scheduled };
const columnTitle = (group: PhoneColumn, count: number): string =>
  text.column(group === 'to_collect' || group === 'scheduled' ? extraColumnTitle[group] : orderStatusGroupLabel[group], count);

function BoardColumn({
  group,
  orders,
  shown,
  render,
}: {
  group: PhoneColumn;
  orders: Order[];
  shown: boolean;
  render: (order: Order) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      visibleFrom={shown ? undefined : 'md'}
      data-testid={`board-column-${group}`}
    >
      <Title order={2} size="h4" id={headingId} mb="sm">
        {columnTitle(group, orders.length)}
      </Title>
      <Stack gap="sm">
        {orders.length === 0 ? (
          <Text size="sm" c="dimmed">
            {text.empty}
          </Text>
        ) : (
          orders.map(render)
        )}
      </Stack>
    </Box>
  );
}

/**
 * /orders/board: the active orders in four columns (Nuevas, En preparacion, Listas, En camino),
 * oldest first. From a 1024 px tablet up the four sit side by side; on a phone chips pick the
 * column shown. Delivered orders still unpaid stay in 'Por cobrar' under 'En camino' (a chip on a
 * phone) while there are any. The live stream refreshes it (['orders'] key). `tools` sit beside
 * the title.
 */
export function OrderBoard({ role, tools }: { role: Role; tools?: ReactNode }) {
  const api = useApi();
  const now = useNow();
  const timeZone = useStoreTimeZone();
  const [phoneColumn, setPhoneColumn] = useState<PhoneColumn>('new');
  const board = useQuery({
    queryKey: orderKeys.board,
    queryFn: ({ signal }) =>
      api.call(
        orderRoutes.list,
        { query: { group: 'active', limit: BOARD_LIMIT, skip: 0, order: 'created_at__ASC' } },
        { signal },
      ),
  });
  const unpaid = useQuery({
    queryKey: [...orderKeys.board, 'to-collect'],
    queryFn: ({ signal }) => api.call(orderRoutes.list, { query: toCollectQuery }, { signal }),
  });
  const can = orderPermissions(role);

  let body: ReactNode;
  if (board.isPending) {
    body = (
      <Center py="xl">
        <Loader role="status" aria-label={text.loading} />
      </Center>
    );
  } else if (board.isError) {
    body = (
      <Alert color="red" variant="light">
        {text.loadError(board.error.message)}
      </Alert>
    );
  } else {
    // 'Programadas': an order whose slot date is after the store's today waits apart until its day.
    const columns = boardColumns(board.data.data, (order) => {
      const slotDate = orderSlotDate(order);
      return slotDate !== null && isLaterDay(slotDate, now, timeZone);
    });
    const toCollectOrders = toCollect(unpaid.data?.data ?? []);
    const phoneGroups: PhoneColumn[] = toCollectOrders.length > 0 ? [...boardGroups, 'to_collect'] : [...boardGroups];
    if (columns.scheduled.length > 0) phoneGroups.push('scheduled');
    const phoneShown: PhoneColumn = phoneGroups.includes(phoneColumn) ? phoneColumn : 'on_the_way';
    const phoneCount = (group: PhoneColumn) => (group === 'to_collect' ? toCollectOrders : columns[group]).length;
    const renderCard = (order: Order) => <BoardCard key={order.id} order={order} can={can} now={now} timeZone={timeZone} />;
    body = (
      <Stack gap="md">
        {board.data.count > board.data.data.length ? (
          <Text size="sm" c="dimmed">
            {text.truncated(board.data.data.length, board.data.count)}
          </Text>
        ) : null}
        {unpaid.isError ? (
          <Alert color="red" variant="light">
            {text.loadError(unpaid.error.message)}
          </Alert>
        ) : null}
        {/* On a phone one column at a time; chips wrap where a segmented control would cut names. */}
        <Group role="radiogroup" aria-label={text.pickColumn} gap="xs" hiddenFrom="md">
          <Chip.Group value={phoneShown} onChange={(value) => setPhoneColumn(value as PhoneColumn)}>
            {phoneGroups.map((group) => (
              <Chip key={group} value={group} size="sm">
                {columnTitle(group, phoneCount(group))}
              </Chip>
            ))}
          </Chip.Group>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 4 }} spacing="sm">
          {boardGroups.map((group) => {
            const column = (
              <BoardColumn
                key={group}
                group={group}
                orders={columns[group]}
                shown={group === phoneShown}
                render={renderCard}
              />
            );
            // 'Programadas' sits under 'Nuevas', where most of them wait to be accepted, while it has orders.
            if (group === 'new' && columns.scheduled.length > 0) {
              return (
                <Stack key={group} gap="lg">
                  {column}
                  <BoardColumn
                    group="scheduled"
                    orders={columns.scheduled}
                    shown={phoneShown === 'scheduled'}
                    render={renderCard}
                  />
                </Stack>
              );
            }
            // 'Por cobrar' sits under 'En camino', where delivered orders come from, while it has orders.
            if (group !== 'on_the_way' || toCollectOrders.length === 0) return column;
            return (
              <Stack key={group} gap="lg">
                {column}
                <BoardColumn
                  group="to_collect"
                  orders={toCollectOrders}
                  shown={phoneShown === 'to_collect'}
                  render={renderCard}
                />
              </Stack>
            );
          })}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <Stack gap={0}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <PageTitle>{messages.screens.board}</PageTitle>
        {tools ? (
          <Group gap="xs" mb="md">
            {tools}
          </Group>
        ) : null}
      </Group>
      <LiveFreshness dataUpdatedAt={board.dataUpdatedAt} />
      {body}
    </Stack>
  );
}
