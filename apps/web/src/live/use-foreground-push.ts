import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** What the service worker (public/sw.js) posts for a push that arrives while this window is on screen. */
export interface ForegroundPush {
  type: 'comanda-push';
  title: string;
  body: string;
  url: string;
}

const isSitePath = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');

/** The message, or null when it is not a foreground push. */
export function readForegroundPush(data: unknown): ForegroundPush | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, title, body, url } = data as Record<string, unknown>;
  if (type !== 'comanda-push' || typeof title !== 'string' || title === '') return null;
  return { type, title, body: typeof body === 'string' ? body : '', url: isSitePath(url) ? url : '/orders' };
}

/**
 * A push message that arrives while the page is on screen shows its title as a toast (SPEC.md
 * section 7) with its body; the toast, or its 'Ver', opens what it is about. The toast's code
 * loads with the first message, not with the page.
 */
export function useForegroundPush(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const push = readForegroundPush(event.data);
      if (!push) return;
      void import('./foreground-push-toast').then(({ showPushToast }) =>
        showPushToast(push, (url) => void navigate(url)),
      );
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
}

/** Listens on every page (login and lobby too: the service worker cannot tell which page shows). */
export function ForegroundPush(): null {
  useForegroundPush();
  return null;
}
