import { paymentMethodLabel, paymentStatusLabel } from '@comanda/contract/order-enums';
import type { Order } from '@comanda/contract/orders';
import { orderPaymentMethod } from '@comanda/contract/orders';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { OrderActions } from '../actions/order-actions';
import { orderPath } from '../order-keys';
import type { OrderPermissions } from '../order-permissions';
import { CardPaymentLines } from '../shared/card-payment-lines';
import { OrderStatusBadge } from '../shared/order-status-badge';
import { cashToCollect, deliverySlotText, shipmentAddress } from '../shared/order-summary';
import { PromiseBadge } from '../shared/promise-badge';
import { mapsUrl, telUrl, whatsappUrl } from '../tabs/external-links';

const text = messages.orders.deliveries;

export interface DeliveryCardProps {
  order: Order;
  can: OrderPermissions;
  now: number;
  timeZone: string | undefined;
  storeCity: string;
}

/**
 * One delivery of the rider: client, address with its maps link (store city appended), call and
 * WhatsApp links, what to collect, and Entregado / Cobrado.
 */
export function DeliveryCard({ order, can, now, timeZone, storeCity }: DeliveryCardProps) {
  const address = shipmentAddress(order);
  const location = order.delivery.methods.shipment?.location;
  const cash = cashToCollect(order);
  const { phone, name } = order.client;
  return (
    <Card component="article" aria-label={messages.orders.title(order.number)} withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Stack gap={2}>
            <Anchor component={Link} to={orderPath(order.id)} fw={700} size="lg" c="inherit">
              {messages.board.number(order.number)}
            </Anchor>
            <Text fw={600}>{name}</Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <OrderStatusBadge status={order.status} />
            <PromiseBadge order={order} now={now} timeZone={timeZone} withLabel />
          </Stack>
        </Group>
        {address ? (
          <Stack gap={2}>
            <Anchor
              href={mapsUrl(location?.address_one ?? address, storeCity)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={messages.orders.delivery.openMap(address)}
              fw={600}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconMapPin size={18} aria-hidden />
                {address}
              </Group>
            </Anchor>
            {location?.city ? <Text size="sm">{location.city}</Text> : null}
            {location?.indications ? (
              <Text size="sm" c="dimmed">
                {location.indications}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text size="sm">{text.takeAway(deliverySlotText(order, now, timeZone))}</Text>
        )}
        <Group gap="xs" grow>
          <Button
            component="a"
            href={telUrl(phone)}
            variant="default"
            leftSection={<IconPhone size={18} aria-hidden />}
            aria-label={text.call(name, phone)}
          >
            {text.callShort}
          </Button>
          <Button
            component="a"
            href={whatsappUrl(phone)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
            aria-label={messages.orders.client.chat(phone)}
          >
            {text.whatsappShort}
          </Button>
        </Group>
        <Text fw={700} data-testid="to-collect">
          {cash
            ? text.collect(formatMoney(cash))
            : text.nothingToCollect(
                paymentMethodLabel[orderPaymentMethod(order)],
                paymentStatusLabel[order.payment.status],
              )}
        </Text>
        <CardPaymentLines order={order} size="md" />
        <OrderActions order={order} can={can} size="md" />
      </Stack>
    </Card>
  );
}
