import type { StorefrontOrder } from '@comanda/contract/storefront';
import { useId, useState, type ChangeEvent } from 'react';
import { TiendaApiError } from '../api/tienda-api';
import { uploadVoucher } from './follow-up-api';
import styles from './follow-up.module.css';

const VOUCHER_TYPES = 'image/png,image/jpeg,image/webp,image/gif,application/pdf';

function uploadErrorText(error: unknown): string {
  if (error instanceof TiendaApiError) {
    if (error.code === 'FILE:TOO_LARGE' || error.status === 413) return 'El archivo supera los 5 MB.';
    if (error.code === 'FILE:TYPE:INVALID') return 'Subí una imagen (png, jpeg, webp o gif) o un PDF.';
    if (error.code === 'NETWORK') return 'No pudimos enviarlo. Revisá tu conexión e intentá de nuevo.';
  }
  return 'No pudimos enviar el comprobante. Intentá de nuevo.';
}

/** The transfer's receipt: the customer picks a photo or PDF, it is sent at once; a new one replaces it. */
export function VoucherUpload({
  slug,
  order,
  phone,
  onUploaded,
}: {
  slug: string;
  order: StorefrontOrder;
  phone: string;
  onUploaded: (order: StorefrontOrder) => void;
}) {
  const inputId = useId();
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const voucherUrl = order.payment.methods.bank_transfer?.voucher_url ?? null;

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setSending(true);
    setMessage(null);
    try {
      onUploaded(await uploadVoucher(slug, order.id, phone, file));
      setMessage({ kind: 'ok', text: 'Recibimos tu comprobante. La tienda lo va a revisar.' });
    } catch (error) {
      setMessage({ kind: 'error', text: uploadErrorText(error) });
    } finally {
      setSending(false);
      input.value = '';
    }
  };

  return (
    <div className={styles.voucher}>
      {voucherUrl ? (
        <p>
          Comprobante enviado.{' '}
          <a href={voucherUrl} target="_blank" rel="noreferrer">
            Ver comprobante
          </a>
        </p>
      ) : (
        <p>Cuando hagas la transferencia, subí el comprobante acá.</p>
      )}
      <input
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept={VOUCHER_TYPES}
        disabled={sending}
        onChange={(event) => void send(event)}
      />
      <label htmlFor={inputId} className={styles.fileButton} aria-disabled={sending}>
        {sending ? 'Enviando ...' : voucherUrl ? 'Cambiar comprobante' : 'Subir comprobante'}
      </label>
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? styles.error : styles.ok}>
          {message.text}
        </p>
      )}
    </div>
  );
}
