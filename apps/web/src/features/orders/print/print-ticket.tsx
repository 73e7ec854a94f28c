import { deliveryMethodLabel, paymentMethodLabel } from '@comanda/contract/order-enums';
import type { Order } from '@comanda/contract/orders';
import { orderDeliveryMethod, orderPaymentMethod } from '@comanda/contract/orders';
import { formatDateTimeIn, formatMoney } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { useStoreTimeZone } from '../../../lib/store-info';
import classes from '../../../components/print/paper-ticket.module.css';

const text = messages.orders;

/** The 80 mm ticket the browser prints when the print host fails; invisible on screen. */
export function PrintTicket({ order }: { order: Order }) {
  const location = order.delivery.methods.shipment?.location;
  const timeZone = useStoreTimeZone();
  const amounts = [
    { key: 'items', label: text.amounts.items, money: order.imports.items },
    { key: 'delivery', label: text.amounts.delivery, money: order.imports.delivery },
    { key: 'coupon', label: text.amounts.coupon, money: order.imports.coupon },
    { key: 'total', label: text.amounts.total, money: order.imports.total },
  ];
  return (
    <div className={classes.ticket} aria-hidden data-testid="print-ticket">
      <p className={classes.title}>{text.print.ticketTitle(order.number)}</p>
      <div>{formatDateTimeIn(order.created_at, timeZone)}</div>
      <div>
        {order.client.name} · {order.client.phone}
      </div>
      <div>{deliveryMethodLabel[orderDeliveryMethod(order)]}</div>
      {location ? (
        <div>
          {[location.address_one, location.address_two, location.city].filter(Boolean).join(', ')}
        </div>
      ) : null}
      <div>{paymentMethodLabel[orderPaymentMethod(order)]}</div>
      <hr className={classes.rule} />
      {Object.values(order.items).map((item) => (
        <div key={item.id}>
          <div className={classes.row}>
            <span>{item.article.name}</span>
            <span>{formatMoney(item.imports.total)}</span>
          </div>
          {Object.values(item.toppings).flatMap((topping) =>
            Object.values(topping.options).map((option) => (
              <div key={`${topping.id}-${option.id}`} className={classes.indent}>
                {text.items.option(option.count, option.name)}
              </div>
            )),
          )}
          {item.message ? <div className={classes.indent}>{item.message}</div> : null}
        </div>
      ))}
      <hr className={classes.rule} />
      {amounts.map((row) => (
        <div key={row.key} className={classes.row}>
          <span>{row.label}</span>
          <span>{formatMoney(row.money)}</span>
        </div>
      ))}
    </div>
  );
}
