import { sql } from 'kysely';
import type { DeliveryStatus, OrderStatus, PaymentStatus, PreparationStatus } from '@comanda/contract/order-enums';
import type { Db } from '../../db/database';

/** One field the back-office changes; the derived timestamps follow (see `updateOrder`). */
export type OrderChange =
  | { field: 'status'; value: OrderStatus }
  | { field: 'preparation'; value: PreparationStatus }
  | { field: 'delivery'; value: DeliveryStatus }
  | { field: 'payment'; value: PaymentStatus }
  | { field: 'rider'; value: string | null };

/**
 * Applies the change to the store's order; false when the order is not the store's (nothing
 * changes). prepared_at / delivered_at keep the moment preparation became prepared / delivery
 * became delivered: setting the same status again keeps it, any other status clears it.
 */
export async function updateOrder(db: Db, storeId: string, id: string, change: OrderChange): Promise<boolean> {
  const query = db
    .updateTable('orders')
    .set({ updated_at: sql<Date>`now()` })
    .where('store_id', '=', storeId)
    .where('id', '=', id);
  let update;
  switch (change.field) {
    case 'status':
      update = query.set({ status: change.value });
      break;
    case 'preparation':
      update = query.set({
        preparation_status: change.value,
        prepared_at:
          change.value === 'prepared'
            ? sql<Date>`case when preparation_status = 'prepared' then coalesce(prepared_at, now()) else now() end`
            : null,
      });
      break;
    case 'delivery':
      update = query.set({
        delivery_status: change.value,
        delivered_at:
          change.value === 'delivered'
            ? sql<Date>`case when delivery_status = 'delivered' then coalesce(delivered_at, now()) else now() end`
            : null,
      });
      break;
    case 'payment':
      update = query.set({ payment_status: change.value });
      break;
    case 'rider':
      update = query.set({ rider_user_id: change.value });
      break;
  }
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
