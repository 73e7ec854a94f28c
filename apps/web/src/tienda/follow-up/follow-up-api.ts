import type { UPLOAD_FIELD as ContractUploadField } from '@comanda/contract/files';
import type { StorefrontOrder } from '@comanda/contract/storefront';
import { getTienda, readTiendaAnswer, TiendaApiError } from '../api/tienda-api';

/** The contract's UPLOAD_FIELD, checked as its literal (its module builds zod schemas at import). */
const UPLOAD_FIELD: typeof ContractUploadField = 'file';

const orderPath = (slug: string, orderId: string): string =>
  `/v1/stores/${encodeURIComponent(slug)}/orders/${encodeURIComponent(orderId)}`;

const phoneQuery = (phone: string): string => `?${new URLSearchParams({ phone }).toString()}`;

/** The order, when the phone is the one it was placed with (else 404, as for an unknown order). */
export const fetchOrder = (slug: string, orderId: string, phone: string, signal?: AbortSignal): Promise<StorefrontOrder> =>
  getTienda<StorefrontOrder>(`${orderPath(slug, orderId)}${phoneQuery(phone)}`, signal);

/** PUT payment/voucher (multipart): the transfer's receipt, an image or a PDF. */
export async function uploadVoucher(slug: string, orderId: string, phone: string, file: File): Promise<StorefrontOrder> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  let response: Response;
  try {
    response = await fetch(`${orderPath(slug, orderId)}/payment/voucher${phoneQuery(phone)}`, {
      method: 'PUT',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new TiendaApiError(0, 'NETWORK', 'Sin conexión');
  }
  return readTiendaAnswer<StorefrontOrder>(response);
}
