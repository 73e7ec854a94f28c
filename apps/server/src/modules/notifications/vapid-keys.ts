import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/database';

/** The Web Push identity of this server (VAPID, RFC 8292). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact the push services may use. */
  subject: string;
}

const KEY_NAME = 'vapid';

interface StoredPair {
  publicKey: string;
  privateKey: string;
}

const isStoredPair = (value: unknown): value is StoredPair =>
  typeof (value as StoredPair | null)?.publicKey === 'string' && typeof (value as StoredPair | null)?.privateKey === 'string';

/**
 * The VAPID pair: the one the VAPID_* variables give, else the server's own, made on the first
 * start and kept in the database, so push works out of the box and every instance (and every
 * restart) signs with the same key the browsers subscribed with. Two instances starting together
 * both try to keep theirs; the first one kept wins and both use it.
 */
export async function resolveVapidKeys(db: Db, config: Config): Promise<VapidKeys> {
  const subject = config.vapid.subject;
  if (config.vapid.keys) return { ...config.vapid.keys, subject };
  const made = webpush.generateVAPIDKeys();
  await db
    .insertInto('server_keys')
    .values({ name: KEY_NAME, value: JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey }) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_keys').select('value').where('name', '=', KEY_NAME).executeTakeFirstOrThrow();
  if (!isStoredPair(row.value)) throw new Error('server_keys.vapid no es un par de claves VAPID');
  return { publicKey: row.value.publicKey, privateKey: row.value.privateKey, subject };
}
