import { useLocation } from 'react-router';
import { AutoPrint } from './auto-print';
import { useRingBySlotDay } from './ring/use-ring-by-slot-day';
import { useAccessLostNotice } from './use-access-lost-notice';
import { useNewOrderNotifications } from './use-new-order-notifications';
import { useRingingTitle } from './use-ringing-title';
import { useRingingOrders } from './use-live';
import { useScreenWakeLock } from './use-screen-wake-lock';

const isOrdersScreen = (pathname: string) => pathname === '/orders' || pathname.startsWith('/orders/');

/** What the live layer does to the page inside the shell: tab title count, wake lock, notifications, auto-print, the notice of a lost access. */
export function LiveShellEffects() {
  const { pathname } = useLocation();
  useRingBySlotDay();
  const ringing = useRingingOrders();
  useRingingTitle(ringing.length);
  useScreenWakeLock(isOrdersScreen(pathname));
  useNewOrderNotifications();
  useAccessLostNotice();
  return <AutoPrint />;
}
