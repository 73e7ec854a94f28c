import { type Order, orderPaymentMethod } from '@comanda/contract/orders';
import { normalisePhone } from '@comanda/contract/phone';
import type { StorefrontOrder } from '@comanda/contract/storefront';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import { deleteFileAt, type FileStorage, storeVoucher } from '../files/files.service';
import { customerActor } from '../events/store-event';
import { recordTransferVoucher } from '../orders/order-voucher.service';
import { findOrder } from '../orders/order-lookup.service';
import { toStorefrontOrder } from './storefront-order';
import { requireStoreBySlug } from './storefront-store';

/**
 * The customer's order: the store's order with this id placed with this phone (compared
 * normalised). Anything else is 404, so an id alone tells nothing.
 */
export async function findCustomerOrder(
  db: Db,
  slug: string,
  orderId: string,
  phone: string,
): Promise<{ storeId: string; order: Order }> {
  const store = await requireStoreBySlug(db, slug);
  const normalised = normalisePhone(phone);
  const order = await findOrder(db, store.id, orderId);
  if (!order || normalised === null || order.client.phone !== normalised) throw notFound('Pedido');
  return { storeId: store.id, order };
}

export async function getCustomerOrder(db: Db, slug: string, orderId: string, phone: string): Promise<StorefrontOrder> {
  return toStorefrontOrder((await findCustomerOrder(db, slug, orderId, phone)).order);
}

/**
 * Keeps the bank transfer voucher (an image or a PDF, recognised by its bytes) and answers the
 * order. Orders paid another way answer 409 PAYMENT:METHOD:UNAVAILABLE and keep nothing. The
 * file is saved first; the url and its history row are then one transaction (a failure there
 * deletes the new file, so there is never a url without its file). Once the new url has
 * committed, the voucher it replaced is deleted: an order keeps one voucher file.
 */
export async function uploadTransferVoucher(
  db: Db,
  files: FileStorage,
  slug: string,
  orderId: string,
  phone: string,
  file: Buffer,
): Promise<StorefrontOrder> {
  const { storeId, order } = await findCustomerOrder(db, slug, orderId, phone);
  if (orderPaymentMethod(order) !== 'bank_transfer') {
    throw new AppError('PAYMENT:METHOD:UNAVAILABLE', 'El pedido no se paga por transferencia');
  }
  const url = await storeVoucher(files, file, storeId);
  const recorded = await recordTransferVoucher(db, storeId, orderId, url, customerActor(order.client.name)).catch(
    async (error: unknown) => {
      await deleteFileAt(files, url);
      throw error;
    },
  );
  if (!recorded) {
    await deleteFileAt(files, url);
    throw notFound('Pedido');
  }
  await deleteFileAt(files, recorded.replaced);
  const updated = await findOrder(db, storeId, orderId);
  if (!updated) throw notFound('Pedido');
  return toStorefrontOrder(updated);
}
