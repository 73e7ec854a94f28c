import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/*
 * The ordering page's own router: three paths under /tienda/{slug}, so no router library in its
 * first load. history.pushState plus 'popstate', read with useSyncExternalStore.
 */

export type TiendaRoute =
  | { page: 'menu'; slug: string }
  | { page: 'checkout'; slug: string }
  | { page: 'follow-up'; slug: string; orderId: string }
  | { page: 'not-found' };

const segment = (value: string | undefined): string | null => {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

export function matchTiendaPath(pathname: string): TiendaRoute {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== 'tienda') return { page: 'not-found' };
  const slug = segment(parts[1]);
  if (!slug) return { page: 'not-found' };
  if (parts.length === 2) return { page: 'menu', slug };
  if (parts.length === 3 && parts[2] === 'confirmar') return { page: 'checkout', slug };
  const orderId = segment(parts[3]);
  if (parts.length === 4 && parts[2] === 'pedido' && orderId) return { page: 'follow-up', slug, orderId };
  return { page: 'not-found' };
}

export const tiendaPaths = {
  menu: (slug: string) => `/tienda/${encodeURIComponent(slug)}`,
  checkout: (slug: string) => `/tienda/${encodeURIComponent(slug)}/confirmar`,
  followUp: (slug: string, orderId: string) =>
    `/tienda/${encodeURIComponent(slug)}/pedido/${encodeURIComponent(orderId)}`,
  manifest: (slug: string) => `/tienda/${encodeURIComponent(slug)}/manifest.webmanifest`,
};

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

const currentPath = () => window.location.pathname;

export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPath, currentPath);
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.scrollTo(0, 0);
  notify();
}

/** An anchor that navigates inside the page (a modified click still opens a new tab). */
export function Link({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}
