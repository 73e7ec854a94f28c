import { orderStatusLabel } from '@comanda/contract/order-enums';
import type { OrderList } from '@comanda/contract/orders';
import { Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { messages } from '../../lib/messages';
import { useActiveOrders } from './use-active-orders';

const texts = messages.turn.confirm;
const columns = messages.orders.columns;

function ActiveOrdersTable({ list }: { list: OrderList }) {
  if (list.count === 0) return <Text fw={500}>{texts.none}</Text>;
  const more = list.count - list.data.length;
  return (
    <Stack gap={4}>
      <Text fw={500}>{texts.active(list.count)}</Text>
      <Table aria-label={texts.listLabel} striped withTableBorder verticalSpacing={4} horizontalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{columns.number}</Table.Th>
            <Table.Th>{columns.client}</Table.Th>
            <Table.Th>{columns.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.data.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>{texts.number(order.number)}</Table.Td>
              <Table.Td>{order.client.name}</Table.Td>
              <Table.Td>{orderStatusLabel[order.status]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {more > 0 ? (
        <Text size="sm" c="dimmed">
          {texts.more(more)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Mounted while the dialog is open, so each opening reads the active orders afresh. */
function ActiveOrders() {
  const orders = useActiveOrders();
  if (orders.isPending) return <Loader size="sm" role="status" aria-label={texts.loading} />;
  if (orders.isError) {
    return (
      <Text c="red.8" role="alert">
        {texts.loadFailed(orders.error.message)}
      </Text>
    );
  }
  return <ActiveOrdersTable list={orders.data} />;
}

export interface CloseTurnDialogProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * 'Cerrar Turno' asks first: it lists the orders still active (number, client, status), or says
 * there are none. Active orders do not stop the close: the staff decide, having seen them.
 */
export function CloseTurnDialog({ opened, onCancel, onConfirm }: CloseTurnDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={texts.title}
      closeButtonProps={{ 'aria-label': messages.turn.closeDialog }}
    >
      <Stack gap="md">
        <Text size="sm">{texts.hint}</Text>
        {opened ? <ActiveOrders /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {texts.cancel}
          </Button>
          <Button color="red.9" onClick={onConfirm}>
            {texts.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
