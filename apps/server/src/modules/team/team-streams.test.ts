import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import type { StreamEvent } from '@comanda/contract/events';
import { teamRoutes } from '@comanda/contract/team';
import { listenOnLoopback } from '../../testing/events-kit';
import { type EventStreamClient, openEventStreamClient } from '../../testing/event-stream-client';
import { createTestApp, errorOf, resultOf, type TestApp } from '../../testing/test-app';
import { member, teamCalls, teamWorld } from './team-test-kit';

/** The periodic token check is left at its production default (5 s): the team event must beat it. */
const STREAM_AUTH_CHECK_MS = 5_000;

describe('team changes on the live stream', () => {
  let t: TestApp;
  let calls: ReturnType<typeof teamCalls>;
  let baseUrl: string;
  const open: EventStreamClient[] = [];
  const connect = async (headers: Record<string, string>) => {
    const client = await openEventStreamClient(baseUrl, headers);
    open.push(client);
    await client.next((event) => event.type === 'ready');
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { STREAM_AUTH_CHECK_MS: String(STREAM_AUTH_CHECK_MS) } });
    calls = teamCalls(t);
    baseUrl = await listenOnLoopback(t.app);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => t.close());

  it("ends a deactivated member's open stream at once, their next call answers 401, and other streams go on", async () => {
    const world = await teamWorld(t);
    const rider = await member(t, world, 'delivery');
    const [riderStream, adminStream] = await Promise.all([connect(rider.headers), connect(world.admin.headers)]);

    const started = Date.now();
    resultOf(teamRoutes.update, await calls.update(world.admin.headers, rider.powerId, { active: false }));
    await riderStream.ended;
    // Well before the periodic check could have ended it.
    expect(Date.now() - started).toBeLessThan(STREAM_AUTH_CHECK_MS / 2);
    const next = await t.app.inject({ method: 'GET', url: authRoutes.credentials.path, headers: rider.headers });
    expect(errorOf(next)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });

    const event = await adminStream.next((message) => message.type === 'team');
    expect(event).toMatchObject({
      type: 'team',
      kind: 'team:deactivated',
      power_id: rider.powerId,
      actor: { kind: 'user', user_id: world.admin.user.id, name: 'Ana Prueba' },
    });
    // The admin's stream is still open: the next change reaches it.
    resultOf(teamRoutes.invite, await calls.invite(world.admin.headers, { role: 'operator' }));
    const invitedEvent = await adminStream.next((message) => message.type === 'team');
    expect(invitedEvent).toMatchObject({ kind: 'team:invited', power_id: null });
  });

  it("sends team changes only to the store's own streams", async () => {
    const world = await teamWorld(t);
    const other = await teamWorld(t);
    const [ours, theirs] = await Promise.all([connect(world.root.headers), connect(other.root.headers)]);
    const cook = await member(t, world, 'operator');
    resultOf(teamRoutes.update, await calls.update(world.admin.headers, cook.powerId, { role: 'delivery' }));
    const isTeam = (message: StreamEvent) => message.type === 'team';
    expect(await ours.next(isTeam)).toMatchObject({ kind: 'team:role:changed', power_id: cook.powerId });
    resultOf(teamRoutes.invite, await calls.invite(other.admin.headers, { role: 'delivery' }));
    expect(await theirs.next(isTeam)).toMatchObject({ kind: 'team:invited' });
    expect(theirs.events.filter(isTeam)).toHaveLength(1);
  });
});
