import { messages } from '../../../lib/messages';
import classes from './store-qr-sheet.module.css';

export interface StoreQrSheetProps {
  name: string;
  link: string;
  /** The QR's SVG markup, made by the `qrcode` library from the link. */
  svg: string;
}

/**
 * The printed page: the store's name, a call to scan, the QR large and the link under it. The
 * SVG is inlined (not an <img>) so that it is drawn before the browser prints.
 */
export function StoreQrSheet({ name, link, svg }: StoreQrSheetProps) {
  return (
    <div className={classes.sheet}>
      <p className={classes.name}>{name}</p>
      <p className={classes.call}>{messages.settings.store.share.sheetCall}</p>
      {/* The library's own output for our link: markup we made, not user HTML. */}
      <div className={classes.qr} role="img" aria-label={messages.settings.store.share.qrAlt(name)} dangerouslySetInnerHTML={{ __html: svg }} />
      <p className={classes.link}>{link}</p>
    </div>
  );
}
