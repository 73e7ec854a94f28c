import { isOrderRinging } from '@comanda/contract/orders';
import { useNavigate } from 'react-router';
import { formatMoney } from '../lib/format';
import { messages } from '../lib/messages';
import { useLiveEvent } from './use-live';

const { notification: texts } = messages.live;

/**
 * While the tab is hidden, a new order (still ringing) shows a browser notification with its
 * number, client and total; clicking it brings the tab forward on the order.
 */
export function useNewOrderNotifications(): void {
  const navigate = useNavigate();
  useLiveEvent((event) => {
    if (event.type !== 'order' || event.kind !== 'order:created') return;
    if (document.visibilityState !== 'hidden' || !isOrderRinging(event.order)) return;
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    const { order } = event;
    try {
      const notification = new Notification(texts.title(order.number), {
        body: texts.body(order.client.name, formatMoney(order.imports.total)),
        tag: `comanda-order-${order.id}`,
        icon: '/favicon.svg',
      });
      notification.onclick = () => {
        window.focus();
        notification.close();
        void navigate(`/orders/${order.id}`);
      };
    } catch {
      // Some mobile browsers allow notifications only from a service worker; push covers them.
    }
  });
}
