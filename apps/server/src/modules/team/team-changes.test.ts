import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamRoutes } from '@comanda/contract/team';
import { createTestApp, errorOf, resultOf, type TestApp } from '../../testing/test-app';
import { invited, member, newEmail, teamCalls, teamWorld, tokenOf } from './team-test-kit';

describe('team changes', () => {
  let t: TestApp;
  let calls: ReturnType<typeof teamCalls>;
  beforeAll(async () => {
    t = await createTestApp();
    calls = teamCalls(t);
  });
  afterAll(() => t.close());

  it("records a member's life, newest first: invited, joined, role, deactivated, reactivated, reset made and used", async () => {
    const world = await teamWorld(t);
    const invitation = await invited(t, world.admin.headers, { role: 'delivery', first_name: 'Rita', last_name: 'Moreno' });
    const email = newEmail();
    resultOf(
      teamRoutes.acceptInvitation,
      await calls.accept(invitation.token, { first_name: 'Rita', last_name: 'Moreno', email, password: 'mate-cocido-77' }),
    );
    const joined = resultOf(teamRoutes.list, await calls.list(world.admin.headers)).data.find((m) => m.user.email === email);
    const powerId = joined?.power_id ?? '';
    resultOf(teamRoutes.update, await calls.update(world.root.headers, powerId, { role: 'operator' }));
    resultOf(teamRoutes.update, await calls.update(world.admin.headers, powerId, { active: false }));
    resultOf(teamRoutes.update, await calls.update(world.admin.headers, powerId, { active: true }));
    const link = resultOf(teamRoutes.passwordReset, await calls.passwordReset(world.admin.headers, powerId));
    resultOf(teamRoutes.usePasswordReset, await calls.useReset(tokenOf(link.url), 'clave-nueva-de-rita'));
    // Someone else's change is not part of Rita's history.
    const other = await member(t, world, 'delivery');
    resultOf(teamRoutes.update, await calls.update(world.admin.headers, other.powerId, { role: 'initial' }));

    const history = resultOf(teamRoutes.changes, await calls.changes(world.admin.headers, powerId));
    const admin = { kind: 'user', user_id: world.admin.user.id, name: 'Ana Prueba' };
    const rita = { kind: 'user', name: 'Rita Moreno' };
    expect(history.count).toBe(7);
    expect(history.data.map(({ kind, power_id, invitation_id, subject, from, to, actor }) => ({ kind, power_id, invitation_id, subject, from, to, actor }))).toEqual([
      { kind: 'team:password_reset:used', power_id: powerId, invitation_id: null, subject: 'Rita Moreno', from: null, to: null, actor: expect.objectContaining(rita) },
      { kind: 'team:password_reset:created', power_id: powerId, invitation_id: null, subject: 'Rita Moreno', from: null, to: null, actor: admin },
      { kind: 'team:reactivated', power_id: powerId, invitation_id: null, subject: 'Rita Moreno', from: null, to: null, actor: admin },
      { kind: 'team:deactivated', power_id: powerId, invitation_id: null, subject: 'Rita Moreno', from: null, to: null, actor: admin },
      {
        kind: 'team:role:changed',
        power_id: powerId,
        invitation_id: null,
        subject: 'Rita Moreno',
        from: 'delivery',
        to: 'operator',
        actor: { kind: 'user', user_id: world.root.user.id, name: 'Ana Prueba' },
      },
      { kind: 'team:joined', power_id: powerId, invitation_id: null, subject: 'Rita Moreno', from: null, to: 'delivery', actor: expect.objectContaining(rita) },
      { kind: 'team:invited', power_id: powerId, invitation_id: invitation.id, subject: 'Rita Moreno', from: null, to: 'delivery', actor: admin },
    ]);
    const seqs = history.data.map((change) => change.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));

    const all = resultOf(teamRoutes.changes, await calls.changes(world.admin.headers));
    expect(all.count).toBe(8);
    expect(all.data[0]).toMatchObject({ kind: 'team:role:changed', power_id: other.powerId, from: 'delivery', to: 'initial' });
  });

  it('names an invitation that is never accepted by its email or phone, and records its revocation', async () => {
    const world = await teamWorld(t);
    const invitation = await invited(t, world.admin.headers, { role: 'operator', phone: '+54 9 341 512-3456' });
    resultOf(teamRoutes.revokeInvitation, await calls.revoke(world.admin.headers, invitation.id));
    const all = resultOf(teamRoutes.changes, await calls.changes(world.admin.headers));
    expect(all.data.map(({ kind, power_id, invitation_id, subject }) => ({ kind, power_id, invitation_id, subject }))).toEqual([
      { kind: 'team:invitation:revoked', power_id: null, invitation_id: invitation.id, subject: '+5493415123456' },
      { kind: 'team:invited', power_id: null, invitation_id: invitation.id, subject: '+5493415123456' },
    ]);
  });

  it("pages, keeps to the caller's store, and is for admins and roots only", async () => {
    const world = await teamWorld(t);
    const other = await teamWorld(t);
    for (let index = 0; index < 3; index++) await invited(t, world.admin.headers, { role: 'delivery' });
    await invited(t, other.admin.headers, { role: 'delivery' });
    const page = resultOf(teamRoutes.changes, await t.app.inject({ method: 'GET', url: `${teamRoutes.changes.path}?limit=2&skip=1`, headers: world.root.headers }));
    expect(page).toMatchObject({ count: 3, limit: 2, skip: 1 });
    expect(page.data).toHaveLength(2);
    const theirs = resultOf(teamRoutes.changes, await calls.changes(other.admin.headers));
    expect(theirs.count).toBe(1);
    const operator = await member(t, world, 'operator');
    expect(errorOf(await calls.changes(operator.headers))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});
