import { normalisePhone } from '@comanda/contract/phone';
import { orderClientId } from '../../modules/orders/order-client-id';
import type { Db } from '../database';

/*
 * Issue 12: phones used to be kept as typed by the storefront (a regex kept the digits), so the
 * same person became two clients. Users' and orders' phones become E.164 through the contract's
 * one normaliser, and each order's client id is derived again from its store and that phone.
 * A phone the normaliser refuses is left as it was. Running it twice changes nothing.
 */
export async function up(trx: Db): Promise<void> {
  const users = await trx.selectFrom('users').select(['id', 'phone']).where('phone', 'is not', null).execute();
  for (const user of users) {
    const phone = normalisePhone(user.phone ?? '');
    if (phone === null || phone === user.phone) continue;
    await trx.updateTable('users').set({ phone }).where('id', '=', user.id).execute();
  }

  const clients = await trx
    .selectFrom('orders')
    .select(['store_id', 'client_phone', 'client_id'])
    .distinct()
    .execute();
  for (const client of clients) {
    const phone = normalisePhone(client.client_phone);
    if (phone === null) continue;
    const clientId = orderClientId(client.store_id, phone);
    if (phone === client.client_phone && clientId === client.client_id) continue;
    await trx
      .updateTable('orders')
      .set({ client_phone: phone, client_id: clientId })
      .where('store_id', '=', client.store_id)
      .where('client_phone', '=', client.client_phone)
      .where('client_id', '=', client.client_id)
      .execute();
  }
}
