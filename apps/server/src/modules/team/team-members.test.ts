import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { teamRoutes } from '@comanda/contract/team';
import { createStore, grantPower } from '../../testing/fixtures';
import { createTestApp, errorOf, resultOf, type TestApp } from '../../testing/test-app';
import { member, teamCalls, teamWorld, type TeamWorld } from './team-test-kit';

describe('team members', () => {
  let t: TestApp;
  let calls: ReturnType<typeof teamCalls>;
  beforeAll(async () => {
    t = await createTestApp();
    calls = teamCalls(t);
  });
  afterAll(() => t.close());

  const credentials = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: authRoutes.credentials.path, headers });

  describe('GET /team', () => {
    it("lists the store's members with their user, role, state and last access, and no other store's", async () => {
      const world = await teamWorld(t);
      const rider = await member(t, world, 'delivery');
      const elsewhere = await teamWorld(t);
      const list = resultOf(teamRoutes.list, await calls.list(world.admin.headers));
      expect(list.count).toBe(3);
      expect(list.data.map((m) => m.power_id).sort()).toEqual([world.admin.powerId, world.root.powerId, rider.powerId].sort());
      const riderRow = list.data.find((m) => m.power_id === rider.powerId);
      expect(riderRow).toMatchObject({
        role: 'delivery',
        active: true,
        user: { id: rider.user.id, first_name: 'Ana', last_name: 'Prueba', email: rider.user.email, phone: null },
      });
      // staffAccess asked for access through the API: that is the member's last access.
      expect(Date.now() - Date.parse(riderRow?.last_access_at ?? '')).toBeLessThan(60_000);
      expect(list.data.some((m) => m.power_id === elsewhere.admin.powerId)).toBe(false);
    });

    it('is for admins and roots only (403 for the other roles)', async () => {
      const world = await teamWorld(t);
      resultOf(teamRoutes.list, await calls.list(world.root.headers));
      for (const role of ['operator', 'delivery', 'initial'] as const) {
        const staff = await member(t, world, role);
        expect(errorOf(await calls.list(staff.headers))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        expect(errorOf(await calls.update(staff.headers, staff.powerId, { role: 'admin' }))).toMatchObject({ status: 403 });
      }
    });
  });

  describe('PUT /team/:powerId', () => {
    it('changes the role and answers the member as changed', async () => {
      const world = await teamWorld(t);
      const staff = await member(t, world, 'delivery');
      const changed = resultOf(teamRoutes.update, await calls.update(world.admin.headers, staff.powerId, { role: 'operator' }));
      expect(changed).toMatchObject({ power_id: staff.powerId, role: 'operator', active: true });
      // The member's access token now carries the new role.
      expect(resultOf(authRoutes.credentials, await credentials(staff.headers)).access?.role).toBe('operator');
    });

    it("deactivating ends the power's access tokens at once, and reactivating lets it ask for access again", async () => {
      const world = await teamWorld(t);
      const staff = await member(t, world, 'operator');
      const off = resultOf(teamRoutes.update, await calls.update(world.admin.headers, staff.powerId, { active: false }));
      expect(off.active).toBe(false);
      expect(errorOf(await credentials(staff.headers))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      const revoked = await t.database.db
        .selectFrom('accesses')
        .select('revoked_at')
        .where('power_id', '=', staff.powerId)
        .execute();
      expect(revoked.every((row) => row.revoked_at !== null)).toBe(true);
      // The session stays: the user may hold other stores.
      resultOf(authRoutes.credentials, await credentials({ authorization: `Bearer ${staff.sessionToken}` }));

      resultOf(teamRoutes.update, await calls.update(world.admin.headers, staff.powerId, { active: true }));
      const again = await t.app.inject({
        method: 'POST',
        url: authRoutes.access.path,
        headers: { authorization: `Bearer ${staff.sessionToken}`, 'device-id': staff.deviceId },
        payload: { power_id: staff.powerId },
      });
      resultOf(authRoutes.access, again);
    });

    it("answers 404 for another store's member or an unknown power, and changes nothing", async () => {
      const world = await teamWorld(t);
      const other = await teamWorld(t);
      const res = await calls.update(world.root.headers, other.admin.powerId, { active: false });
      expect(errorOf(res)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      resultOf(authRoutes.credentials, await credentials(other.admin.headers));
      const unknown = await calls.update(world.root.headers, '00000000-0000-4000-8000-000000000000', { role: 'admin' });
      expect(errorOf(unknown)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    });

    it("refuses an admin who changes a root's power or grants root (403); a root may do both", async () => {
      const world = await teamWorld(t);
      const staff = await member(t, world, 'operator');
      for (const body of [{ role: 'admin' }, { active: false }]) {
        expect(errorOf(await calls.update(world.admin.headers, world.root.powerId, body))).toMatchObject({
          status: 403,
          code: 'FORBIDDEN',
        });
      }
      expect(errorOf(await calls.update(world.admin.headers, staff.powerId, { role: 'root' }))).toMatchObject({ status: 403 });
      resultOf(teamRoutes.update, await calls.update(world.root.headers, staff.powerId, { role: 'root' }));
      resultOf(teamRoutes.update, await calls.update(world.root.headers, staff.powerId, { active: false }));
    });

    it('keeps the last active admin or root (409 TEAM:LAST_ADMIN), counting only active users', async () => {
      const world = await teamWorld(t);
      resultOf(teamRoutes.update, await calls.update(world.root.headers, world.admin.powerId, { role: 'operator' }));
      for (const body of [{ role: 'initial' }, { active: false }, { role: 'delivery', active: true }]) {
        expect(errorOf(await calls.update(world.root.headers, world.root.powerId, body))).toMatchObject({
          status: 409,
          code: 'TEAM:LAST_ADMIN',
        });
      }
      // An admin whose user was turned off (CLI) runs nothing: the root is still the last one.
      const off = await member(t, world, 'admin');
      await t.database.db.updateTable('users').set({ active: false }).where('id', '=', off.user.id).execute();
      expect(errorOf(await calls.update(world.root.headers, world.root.powerId, { active: false }))).toMatchObject({
        code: 'TEAM:LAST_ADMIN',
      });
      const list = resultOf(teamRoutes.list, await calls.list(world.root.headers));
      expect(list.data.find((m) => m.power_id === world.root.powerId)).toMatchObject({ role: 'root', active: true });
    });

    it('keeps one admin when two admins demote each other at the same time', async () => {
      for (let round = 0; round < 3; round++) {
        const store = await createStore(t.database.db, { slug: `a-la-vez-${round}-${Date.now()}` });
        const world: TeamWorld = { storeId: store.id, storeName: store.name, ...(await twoAdmins(store.id)) };
        const [first, second] = await Promise.all([
          calls.update(world.admin.headers, world.root.powerId, { role: 'operator' }),
          calls.update(world.root.headers, world.admin.powerId, { active: false }),
        ]);
        // One wins. The other is refused by the last-admin rule, or, when it is checked after the
        // winner's commit, by the guard: its caller is no manager any more (403) or is off (401).
        const statuses = [first.statusCode, second.statusCode].sort();
        expect(statuses[0]).toBe(200);
        expect([401, 403, 409]).toContain(statuses[1]);
        const runners = await t.database.db
          .selectFrom('powers')
          .where('store_id', '=', store.id)
          .where('active', '=', true)
          .where('role', 'in', ['admin', 'root'])
          .select('id')
          .execute();
        expect(runners).toHaveLength(1);
      }
    });
  });

  async function twoAdmins(storeId: string) {
    const admin = await member(t, { storeId } as TeamWorld, 'admin');
    // Named root for the world's shape; both are admins here.
    const root = await member(t, { storeId } as TeamWorld, 'admin');
    return { admin, root };
  }

  it('an admin of one store cannot reach the members of another store the same user is in', async () => {
    const world = await teamWorld(t);
    const other = await teamWorld(t);
    await grantPower(t.database.db, { storeId: other.storeId, userId: world.admin.user.id, role: 'operator' });
    const res = await calls.update(world.admin.headers, other.root.powerId, { role: 'operator' });
    expect(errorOf(res)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
