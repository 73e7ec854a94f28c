import { useEffect, useState } from 'react';
import { qrSvg } from './qr-image';

export type QrSvgState = { status: 'loading' } | { status: 'ready'; svg: string } | { status: 'failed' };

/** The QR of `text` as SVG markup, made again when the text changes. */
export function useQrSvg(text: string): QrSvgState {
  const [state, setState] = useState<{ text: string; result: QrSvgState } | null>(null);
  useEffect(() => {
    let current = true;
    qrSvg(text).then(
      (svg) => current && setState({ text, result: { status: 'ready', svg } }),
      () => current && setState({ text, result: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [text]);
  return state?.text === text ? state.result : { status: 'loading' };
}
