import { useEffect } from 'react';

const COUNT_PREFIX = /^\(\d+\) /;

/**
 * '(2) Ordenes · Comanda' while two orders ring; the screen's own title at 0. Screens set the
 * title on their own (PageTitle), so the count is put back whenever the title changes.
 */
export function useRingingTitle(count: number): void {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(COUNT_PREFIX, '');
      const wanted = count > 0 ? `(${count}) ${base}` : base;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    if (count === 0) return undefined;
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(COUNT_PREFIX, '');
    };
  }, [count]);
}
