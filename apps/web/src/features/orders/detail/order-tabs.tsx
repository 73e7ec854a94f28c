import type { Order } from '@comanda/contract/orders';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '../../../lib/messages';
import { orderPath } from '../order-keys';
import type { OrderTab } from './order-tab';

const text = messages.orderTabs;

/** The tabs as links (each is a route); Cupon only when the order has a coupon; Historial last. */
export function OrderTabs({ order, tab }: { order: Order; tab: OrderTab }) {
  const base = orderPath(order.id);
  const links: Array<{ tab: OrderTab; label: string; to: string }> = [
    { tab: 'items', label: text.items, to: base },
    { tab: 'client', label: text.client, to: `${base}/client` },
    { tab: 'preparation', label: text.preparation, to: `${base}/preparation` },
    { tab: 'delivery', label: text.delivery, to: `${base}/delivery` },
    { tab: 'payment', label: text.payment, to: `${base}/payment` },
  ];
  if (order.coupon) links.push({ tab: 'coupon', label: text.coupon, to: `${base}/coupon` });
  links.push({ tab: 'history', label: text.history, to: `${base}/history` });
  return (
    <Group component="nav" aria-label={messages.orders.tabs} gap="xs" wrap="wrap">
      {links.map((link) => (
        <Button
          key={link.tab}
          component={Link}
          to={link.to}
          size="sm"
          variant={link.tab === tab ? 'filled' : 'default'}
          aria-current={link.tab === tab ? 'page' : undefined}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
