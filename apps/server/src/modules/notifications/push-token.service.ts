import type { PushToken } from '@comanda/contract/notifications';
import type { Db } from '../../db/database';
import { deletePushSubscription, findPushSubscription, upsertPushSubscription } from './push-subscriptions.repository';

/** Whose device: the power signed in on it. */
export interface PushTarget {
  powerId: string;
  deviceId: string;
}

/** Subscribes this power on this device (the contract checked the subscription), or unsubscribes it (null). */
export async function savePushToken(db: Db, target: PushTarget, body: PushToken): Promise<PushToken> {
  if (body.token === null) await deletePushSubscription(db, target.powerId, target.deviceId);
  else await upsertPushSubscription(db, target.powerId, target.deviceId, body.token);
  return { token: await findPushSubscription(db, target.powerId, target.deviceId) };
}
