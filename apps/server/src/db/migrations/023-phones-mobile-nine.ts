import { sql } from 'kysely';
import { normalisePhone } from '@comanda/contract/phone';
import { orderClientId } from '../../modules/orders/order-client-id';
import type { Db } from '../database';

/*
 * Issue 20, one phone rule for Argentina: every spelling of an Argentine number is one E.164 with
 * the mobile '9' after +54. Phones kept before it as '+54' not followed by '9' ('+541145678901',
 * typed '11 4567-8901') become what the contract's normaliser gives now ('+5491145678901') in
 * every phone column: staff, stores, invitations, the WhatsApp outbox and orders' clients, whose
 * client id is derived again from the store and the new phone. A client kept both ways becomes
 * one client, with one id, as if every order had been typed the same way. No phone column is
 * unique, so two rows that end with the same phone (two users typed two ways) both keep it; the
 * sign-in never uses phones. Numbers without a mobile form (0800, 0810...) and phones the
 * normaliser refuses are left as they were. Running it twice changes nothing.
 */

/** Phone columns outside orders, which keep a client id beside their phone. */
const PHONE_COLUMNS = [
  ['users', 'phone'],
  ['stores', 'phone'],
  ['invitations', 'phone'],
  ['notification_deliveries', 'phone'],
] as const;

/** Argentine phones kept without the mobile '9'. */
const withoutNine = (column: string) => sql<boolean>`${sql.ref(column)} like '+54%' and ${sql.ref(column)} not like '+549%'`;

export async function up(trx: Db): Promise<void> {
  for (const [table, column] of PHONE_COLUMNS) {
    const { rows } = await sql<{ phone: string }>`
      select distinct ${sql.ref(column)} as phone from ${sql.table(table)} where ${withoutNine(column)}
    `.execute(trx);
    for (const { phone: old } of rows) {
      const phone = normalisePhone(old);
      if (phone === null || phone === old) continue;
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${phone} where ${sql.ref(column)} = ${old}`.execute(trx);
    }
  }

  const clients = await trx
    .selectFrom('orders')
    .select(['store_id', 'client_phone'])
    .where(withoutNine('client_phone'))
    .distinct()
    .execute();
  for (const client of clients) {
    const phone = normalisePhone(client.client_phone);
    if (phone === null || phone === client.client_phone) continue;
    await trx
      .updateTable('orders')
      .set({ client_phone: phone, client_id: orderClientId(client.store_id, phone) })
      .where('store_id', '=', client.store_id)
      .where('client_phone', '=', client.client_phone)
      .execute();
  }
}
