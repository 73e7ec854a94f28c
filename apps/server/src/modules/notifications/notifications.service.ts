import {
  type NotificationChannel,
  type NotificationKey,
  type NotificationKeyInfo,
  type Notifications,
  type NotificationsBody,
  notificationKeys,
  notificationKeysFor,
} from '@comanda/contract/notifications';
import type { Role } from '@comanda/contract/roles';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import {
  type NotificationSettingsRow,
  ensureNotificationSettings,
  upsertNotificationKeys,
} from './notifications.repository';

/** Whose settings: one power (a user in a store, with its role). */
export interface NotificationOwner {
  powerId: string;
  role: Role;
}

/** The keys a role may use, with their Spanish names, in the settings table's order. */
export function keysForRole(role: Role): NotificationKeyInfo[] {
  const allowed = notificationKeysFor(role);
  return notificationKeys.filter((info) => allowed.includes(info.key));
}

/**
 * A stored list as the role sees it now: keys the role may no longer use (a power moved from
 * admin to delivery) are left out, so the answer is what the power will actually receive.
 */
function channelFor(stored: string[] | null, role: Role): NotificationChannel {
  if (stored === null) return null;
  const allowed: readonly string[] = notificationKeysFor(role);
  return { keys: stored.filter((key): key is NotificationKey => allowed.includes(key)) };
}

function toNotifications(row: NotificationSettingsRow, role: Role): Notifications {
  return {
    id: row.id,
    power_id: row.power_id,
    active: row.active,
    created_at: row.created_at.toISOString(),
    whatsapp: channelFor(row.whatsapp_keys, role),
    push: channelFor(row.push_keys, role),
  };
}

export async function getNotifications(db: Db, owner: NotificationOwner): Promise<Notifications> {
  return toNotifications(await ensureNotificationSettings(db, owner.powerId), owner.role);
}

/** Saves both channels; a key the role may not use is refused whole (403 naming it). */
export async function saveNotifications(
  db: Db,
  owner: NotificationOwner,
  body: NotificationsBody,
): Promise<Notifications> {
  const allowed = notificationKeysFor(owner.role);
  const refused = [...(body.whatsapp?.keys ?? []), ...(body.push?.keys ?? [])].find((key) => !allowed.includes(key));
  if (refused) throw new AppError('FORBIDDEN', `Su rol no puede recibir la notificacion ${refused}`);
  const row = await upsertNotificationKeys(db, owner.powerId, {
    whatsapp: body.whatsapp?.keys ?? null,
    push: body.push?.keys ?? null,
  });
  return toNotifications(row, owner.role);
}
