import type { QRCodeToDataURLOptions, QRCodeToStringOptions } from 'qrcode';

/*
 * A link's QR, drawn by the `qrcode` library. It is imported on first use, so only the screens
 * that show one (the store's link, Equipo's one-time links) download it.
 */
const loadQrCode = async () => (await import('qrcode')).default;

/** Medium error correction: still reads with a crease or a stain on a printed bag. */
const common = { errorCorrectionLevel: 'M', margin: 2 } as const;

export const QR_SVG_OPTIONS: QRCodeToStringOptions = { ...common, type: 'svg' };
/** Big enough to print on a counter sign without blur. */
export const QR_PNG_OPTIONS: QRCodeToDataURLOptions = { ...common, type: 'image/png', width: 1024 };

/** The QR as SVG markup. */
export async function qrSvg(text: string): Promise<string> {
  const qrcode = await loadQrCode();
  return qrcode.toString(text, QR_SVG_OPTIONS);
}

/** The QR as a PNG data URL (drawn on a canvas). */
export async function qrPngDataUrl(text: string): Promise<string> {
  const qrcode = await loadQrCode();
  return qrcode.toDataURL(text, QR_PNG_OPTIONS);
}

/** An SVG markup as an image source. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
