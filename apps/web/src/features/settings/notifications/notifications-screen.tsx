import { useAccess } from '../../../auth/use-auth';
import { NotificationSettings } from './notification-settings';

/** /settings/notifications (every role): what the signed-in role may be told, and push here. */
export function NotificationsScreen() {
  const { role } = useAccess();
  return <NotificationSettings role={role} />;
}
