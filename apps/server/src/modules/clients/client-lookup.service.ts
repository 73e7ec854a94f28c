import type { ClientLookup } from '@comanda/contract/orders';
import { normalisePhone } from '@comanda/contract/phone';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import { findClientByPhone } from './client-lookup.repository';

/**
 * GET /v1/backoffice/clients?phone= ('Nueva orden' finds an earlier client): customers have no
 * account, a client is a phone within the store, so this reads the store's orders of that phone,
 * normalised as orders keep it. 400 VO:PHONE:INVALID for a phone that is not one; 404 when the
 * store has no order of it.
 */
export async function lookupClient(db: Db, storeId: string, phoneInput: string): Promise<ClientLookup> {
  const phone = normalisePhone(phoneInput);
  if (!phone) throw new AppError('VO:PHONE:INVALID');
  const row = await findClientByPhone(db, storeId, phone);
  if (!row) throw notFound('Cliente');
  const shipped = row.location_city !== null;
  return {
    name: row.client_name,
    phone: row.client_phone,
    location: shipped
      ? {
          city: row.location_city ?? '',
          address_one: row.location_address_one ?? '',
          address_two: row.location_address_two ?? '',
          indications: row.location_indications ?? '',
        }
      : null,
    orders_count: row.orders_count,
    last_order_at: new Date(row.last_order_at).toISOString(),
  };
}
