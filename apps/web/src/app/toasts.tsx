import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_DEFAULT_MS } from '../lib/toast';

/**
 * Where the toasts show. Loaded after the first paint (the login does not wait for it); a toast
 * raised before it mounts waits in the toast store and shows when it does.
 */
export function Toasts() {
  return <Notifications position="top-right" autoClose={TOAST_DEFAULT_MS} />;
}
