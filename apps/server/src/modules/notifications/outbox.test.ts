import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRoutes } from '@comanda/contract/orders';
import { NotificationKey } from '@comanda/contract/notifications';
import type { Db } from '../../db/database';
import { type CatalogueWorld, createCatalogueWorld } from '../../testing/catalogue-kit';
import type { StaffFixture } from '../../testing/fixtures';
import { orderCall, placeOrder, testOrder } from '../../testing/order-kit';
import { errorOf, resultOf } from '../../testing/test-app';

/*
 * The outbox (migration 019, DECISIONS.md "Notifications"): who gets a delivery row for each
 * order event, written in the change's own transaction. What the sender later does with the
 * rows is tested with the sender; here only the rows.
 */

const allKeys = NotificationKey.options;

describe('notifications outbox', () => {
  let w: CatalogueWorld;

  const setKeys = (who: StaffFixture, channels: { push: readonly string[] | null; whatsapp: readonly string[] | null }) =>
    w.t.database.db
      .insertInto('notification_settings')
      .values({
        id: crypto.randomUUID(),
        power_id: who.powerId,
        push_keys: channels.push && JSON.stringify(channels.push),
        whatsapp_keys: channels.whatsapp && JSON.stringify(channels.whatsapp),
      })
      .onConflict((conflict) =>
        conflict.column('power_id').doUpdateSet({
          push_keys: channels.push && JSON.stringify(channels.push),
          whatsapp_keys: channels.whatsapp && JSON.stringify(channels.whatsapp),
          active: true,
        }),
      )
      .execute();
  // Endpoints nobody listens on: whatever the sender does with the rows, they stay on loopback.
  const subscribe = (who: StaffFixture, deviceId = who.deviceId) =>
    w.t.database.db
      .insertInto('push_subscriptions')
      .values({
        power_id: who.powerId,
        device_id: deviceId,
        subscription: JSON.stringify({ endpoint: `http://127.0.0.1:9/push/${deviceId}`, keys: { p256dh: 'x', auth: 'y' } }),
      })
      .execute();
  const setPhone = (who: StaffFixture, phone: string | null) =>
    w.t.database.db.updateTable('users').set({ phone }).where('id', '=', who.user.id).execute();
  const rowsOf = (orderId: string) =>
    w.t.database.db
      .selectFrom('notification_deliveries')
      .select(['key', 'power_id', 'user_id', 'channel', 'device_id', 'phone', 'event_seq'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  const summary = (rows: Awaited<ReturnType<typeof rowsOf>>) =>
    rows.map((row) => `${row.key} ${row.channel} ${row.device_id ?? row.phone} ${row.power_id}`).sort();

  beforeAll(async () => {
    w = await createCatalogueWorld();
    // admin: push on two devices for every key, WhatsApp for new orders; root: WhatsApp only.
    await setKeys(w.adminA, { push: allKeys, whatsapp: ['order:created'] });
    await subscribe(w.adminA);
    const secondDevice = crypto.randomUUID();
    await w.t.database.db.insertInto('devices').values({ id: secondDevice }).execute();
    await subscribe(w.adminA, secondDevice);
    await setPhone(w.adminA, '+5491141235678');
    await setKeys(w.rootA, { push: null, whatsapp: allKeys });
    await setPhone(w.rootA, '+5491152346789');
    // The rider and the initial staff list every key in storage (as if their role had changed
    // since): only their own rides may reach them.
    await setKeys(w.deliveryA, { push: allKeys, whatsapp: allKeys });
    await subscribe(w.deliveryA);
    await setPhone(w.deliveryA, '+5491163457890');
    await setKeys(w.initialA, { push: allKeys, whatsapp: allKeys });
    await subscribe(w.initialA);
    // Another store's admin hears nothing of this store.
    await setKeys(w.adminB, { push: allKeys, whatsapp: allKeys });
    await subscribe(w.adminB);
  });
  afterAll(() => w.t.close());

  it("writes a new order's rows with the order: each subscribed device and each phone of the managers whose settings list the key", async () => {
    const { id } = await placeOrder(w.t.database.db, w.storeA, testOrder());
    const rows = await rowsOf(id);
    expect(summary(rows)).toEqual(
      [
        ...(await devicesOf(w.adminA)).map((device) => `order:created push ${device} ${w.adminA.powerId}`),
        `order:created whatsapp +5491141235678 ${w.adminA.powerId}`,
        `order:created whatsapp +5491152346789 ${w.rootA.powerId}`,
      ].sort(),
    );
    const [event] = await w.t.database.db.selectFrom('order_events').select('seq').where('order_id', '=', id).execute();
    expect(new Set(rows.map((row) => row.event_seq))).toEqual(new Set([event?.seq]));
  });

  it('sends the rider-assigned key to the assigned rider alone, and the rider change to the managers who want it', async () => {
    const { id } = await placeOrder(w.t.database.db, w.storeA, testOrder());
    const before = (await rowsOf(id)).length;
    resultOf(orderRoutes.setRider, await orderCall(w.t, w.adminA, orderRoutes.setRider, id, { user_id: w.deliveryA.user.id }));
    const added = (await rowsOf(id)).slice(before);
    const assigned = added.filter((row) => row.key === 'order:delivery:rider:assigned:me');
    expect(summary(assigned)).toEqual(
      [
        `order:delivery:rider:assigned:me push ${w.deliveryA.deviceId} ${w.deliveryA.powerId}`,
        `order:delivery:rider:assigned:me whatsapp +5491163457890 ${w.deliveryA.powerId}`,
      ].sort(),
    );
    // The admin lists assigned:me too, but the rider is not the admin.
    expect(added.filter((row) => row.key === 'order:delivery:rider:changed').map((row) => row.power_id).sort()).toEqual(
      [...(await devicesOf(w.adminA)).map(() => w.adminA.powerId), w.rootA.powerId].sort(),
    );
    expect(added.some((row) => row.power_id === w.initialA.powerId || row.power_id === w.adminB.powerId)).toBe(false);
  });

  it('writes nothing for a refused change, a rolled back order, a power switched off or settings switched off', async () => {
    const { id } = await placeOrder(w.t.database.db, w.storeA, testOrder());
    const before = (await rowsOf(id)).length;
    expect(errorOf(await orderCall(w.t, w.initialA, orderRoutes.setStatus, id, { status: 'completed' })).status).toBe(403);
    expect((await rowsOf(id)).length).toBe(before);

    const countAll = async (db: Db = w.t.database.db) =>
      Number(
        (
          await db
            .selectFrom('notification_deliveries')
            .select(({ fn }) => fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const total = await countAll();
    // An event whose transaction fails after it was written: its rows go with it.
    await expect(
      w.t.database.db.transaction().execute(async (trx) => {
        await sql`insert into order_events (store_id, seq, order_id, kind, action, field, to_value, actor_kind, actor_name)
          values (${w.storeA}, 1000000, ${id}, 'order:changed', 'set', 'status', 'completed', 'system', 'Sistema')`.execute(trx);
        expect(await countAll(trx)).toBeGreaterThan(total);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await countAll()).toBe(total);

    await w.t.database.db.updateTable('notification_settings').set({ active: false }).where('power_id', '=', w.rootA.powerId).execute();
    await w.t.database.db.updateTable('powers').set({ active: false }).where('id', '=', w.adminA.powerId).execute();
    try {
      const { id: quiet } = await placeOrder(w.t.database.db, w.storeA, testOrder());
      expect(await rowsOf(quiet)).toEqual([]);
    } finally {
      await w.t.database.db.updateTable('powers').set({ active: true }).where('id', '=', w.adminA.powerId).execute();
      await w.t.database.db.updateTable('notification_settings').set({ active: true }).where('power_id', '=', w.rootA.powerId).execute();
    }
  });

  async function devicesOf(who: StaffFixture): Promise<string[]> {
    const rows = await w.t.database.db
      .selectFrom('push_subscriptions')
      .select('device_id')
      .where('power_id', '=', who.powerId)
      .execute();
    return rows.map((row) => row.device_id);
  }
});
