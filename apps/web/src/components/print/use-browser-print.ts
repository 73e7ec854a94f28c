import { useState } from 'react';
import { flushSync } from 'react-dom';

export interface BrowserPrint {
  /** True while the ticket must be in the page (mount it only then). */
  printing: boolean;
  print: () => void;
}

/**
 * The browser print of an 80 mm ticket (`paper-ticket.module.css`): the ticket is mounted, the
 * browser prints it (window.print blocks until its dialog closes) and it is taken away again.
 */
export function useBrowserPrint(): BrowserPrint {
  const [printing, setPrinting] = useState(false);
  const print = () => {
    flushSync(() => setPrinting(true));
    try {
      window.print();
    } finally {
      setPrinting(false);
    }
  };
  return { printing, print };
}
