import type { OrderDetail as OrderWithHistory } from '@comanda/contract/orders';
import type { Role } from '@comanda/contract/roles';
import { Alert, Center, Loader, Stack } from '@mantine/core';
import { Navigate } from 'react-router';
import { messages } from '../../../lib/messages';
import { errorDetails } from '../../../lib/toast';
import { HistoryTab } from '../history/history-tab';
import { orderPath } from '../order-keys';
import type { OrderPermissions } from '../order-permissions';
import { orderPermissions } from '../order-permissions';
import { ClientTab } from '../tabs/client-tab';
import { CouponTab } from '../tabs/coupon-tab';
import { DeliveryTab } from '../tabs/delivery-tab';
import { ItemsTab } from '../tabs/items-tab';
import { PaymentTab } from '../tabs/payment-tab';
import { PreparationTab } from '../tabs/preparation-tab';
import { OrderHeader } from './order-header';
import type { OrderTab } from './order-tab';
import { OrderTabs } from './order-tabs';
import { useMarkSeen } from './use-mark-seen';
import { useOrder } from './use-order';

export interface OrderDetailProps {
  orderId: string;
  tab: OrderTab;
  role: Role;
}

function TabContent({ order, tab, can }: { order: OrderWithHistory; tab: OrderTab; can: OrderPermissions }) {
  switch (tab) {
    case 'items':
      return <ItemsTab order={order} />;
    case 'client':
      return <ClientTab client={order.client} />;
    case 'preparation':
      return <PreparationTab order={order} can={can} />;
    case 'delivery':
      return <DeliveryTab order={order} can={can} />;
    case 'payment':
      return <PaymentTab order={order} can={can} />;
    case 'coupon':
      return order.coupon ? <CouponTab coupon={order.coupon} /> : <Navigate to={orderPath(order.id)} replace />;
    case 'history':
      return <HistoryTab order={order} />;
  }
}

/**
 * The order's header, its tabs and the open tab (SPEC.md section 2 "Order detail"). A ringing
 * order opened by someone who works orders is marked seen.
 */
export function OrderDetail({ orderId, tab, role }: OrderDetailProps) {
  const order = useOrder(orderId);
  const can = orderPermissions(role);
  useMarkSeen(order.data, can.seen);
  if (order.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={messages.orders.loading} />
      </Center>
    );
  }
  if (order.isError) {
    return (
      <Alert color="red" variant="light">
        {messages.orders.loadError(errorDetails(order.error))}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <OrderHeader order={order.data} can={can} />
      <OrderTabs order={order.data} tab={tab} />
      <TabContent order={order.data} tab={tab} can={can} />
    </Stack>
  );
}
