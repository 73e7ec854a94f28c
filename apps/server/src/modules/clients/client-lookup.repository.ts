import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface ClientLookupRow {
  client_name: string;
  client_phone: string;
  orders_count: number;
  last_order_at: Date;
  /** The latest shipment's address, null when the client never had one shipped. */
  location_city: string | null;
  location_address_one: string | null;
  location_address_two: string | null;
  location_indications: string | null;
}

/**
 * The store's orders of one phone (E.164, as orders keep it), summed up in one statement on
 * the (store, client_phone, created_at) index of migration 020: the latest order's name, the
 * count, and the latest shipment's address. undefined: no order of that phone.
 */
export async function findClientByPhone(db: Db, storeId: string, phone: string): Promise<ClientLookupRow | undefined> {
  const { rows } = await sql<ClientLookupRow>`
    with mine as (
      select o.client_name, o.client_phone, o.created_at, o.delivery_method, o.location_city,
        o.location_address_one, o.location_address_two, o.location_indications
      from orders o
      where o.store_id = ${storeId} and o.client_phone = ${phone}
    ), latest as (
      select * from mine order by created_at desc limit 1
    ), shipped as (
      select * from mine where delivery_method = 'shipment' order by created_at desc limit 1
    )
    select latest.client_name, latest.client_phone, latest.created_at as last_order_at,
      (select count(*)::int from mine) as orders_count,
      shipped.location_city, shipped.location_address_one, shipped.location_address_two, shipped.location_indications
    from latest left join shipped on true
  `.execute(db);
  return rows[0];
}
