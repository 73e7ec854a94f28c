import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeScheduleRoutes as routes } from '@comanda/contract/store/schedule';
import { type CatalogueWorld, createCatalogueWorld } from '../../../testing/catalogue-kit';
import { type SettingsCalls, settingsCalls } from '../../../testing/settings-kit';
import { errorOf, resultOf } from '../../../testing/test-app';

const entry = (day: string, start: string, end: string, active = true) => ({ id: randomUUID(), day, start, end, active });

describe('store settings: schedule', () => {
  let w: CatalogueWorld;
  let api: SettingsCalls;
  beforeAll(async () => {
    w = await createCatalogueWorld();
    api = settingsCalls(w.t, routes);
  });
  afterAll(() => w.t.close());

  it('answers an empty week while never saved', async () => {
    expect(resultOf(routes.get, await api.get(w.adminA.headers))).toEqual({ schedules: [] });
  });

  it('saves the week in the order sent, keeping the ids, and GET answers the same', async () => {
    const schedules = [entry('tue', '11:30', '15:30'), entry('tue', '19:30', '00:00'), entry('mon', '09:00', '12:00', false)];
    const saved = resultOf(routes.save, await api.put(w.adminA.headers, { schedules }));
    expect(saved).toEqual({ schedules });
    expect(resultOf(routes.get, await api.get(w.rootA.headers))).toEqual(saved);
  });

  it('fills a new entry with 00:00-00:00, active; answers whole minutes as HH:MM and keeps seconds', async () => {
    const id = randomUUID();
    const other = randomUUID();
    const saved = resultOf(
      routes.save,
      await api.put(w.adminA.headers, {
        schedules: [{ id, day: 'mon' }, { id: other, day: 'sun', start: '09:30:00', end: '10:15:30', active: false }],
      }),
    );
    expect(saved.schedules).toEqual([
      { id, day: 'mon', start: '00:00', end: '00:00', active: true },
      { id: other, day: 'sun', start: '09:30', end: '10:15:30', active: false },
    ]);
  });

  it('replaces the whole week: entries left out are gone', async () => {
    const kept = entry('wed', '10:00', '14:00');
    await api.put(w.adminA.headers, { schedules: [kept, entry('thu', '10:00', '14:00')] });
    expect(resultOf(routes.save, await api.put(w.adminA.headers, { schedules: [kept] }))).toEqual({ schedules: [kept] });
    expect(resultOf(routes.save, await api.put(w.adminA.headers, { schedules: [] }))).toEqual({ schedules: [] });
    expect(resultOf(routes.get, await api.get(w.adminA.headers))).toEqual({ schedules: [] });
  });

  it.each([
    ['body.schedules.0.day', [{ ...entry('mon', '09:00', '10:00'), day: 'lunes' }]],
    ['body.schedules.0.start', [entry('mon', '24:00', '10:00')]],
    ['body.schedules.0.end', [entry('mon', '09:00', '9:00')]],
    ['body.schedules.0.id', [{ ...entry('mon', '09:00', '10:00'), id: 'uno' }]],
    ['body.schedules', (() => { const same = entry('mon', '09:00', '10:00'); return [same, same]; })()],
  ])('refuses bad input with 400 naming %s, and keeps the saved week', async (field, schedules) => {
    const week = [entry('fri', '20:00', '23:00')];
    await api.put(w.adminA.headers, { schedules: week });
    const res = await api.put(w.adminA.headers, { schedules });
    expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(errorOf(res).description).toContain(field);
    expect(resultOf(routes.get, await api.get(w.adminA.headers))).toEqual({ schedules: week });
  });

  it('delivery and initial staff get 403 on GET and PUT', async () => {
    for (const staff of [w.deliveryA, w.initialA]) {
      expect(errorOf(await api.get(staff.headers))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(errorOf(await api.put(staff.headers, { schedules: [] }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
  });

  it("keeps each store's week to itself, even with the same entry ids", async () => {
    const shared = entry('sat', '12:00', '16:00');
    const weekA = [shared, entry('sun', '12:00', '16:00')];
    await api.put(w.adminA.headers, { schedules: weekA });
    expect(resultOf(routes.get, await api.get(w.adminB.headers))).toEqual({ schedules: [] });
    const weekB = [{ ...shared, start: '18:00', end: '23:00' }];
    expect(resultOf(routes.save, await api.put(w.adminB.headers, { schedules: weekB }))).toEqual({ schedules: weekB });
    expect(resultOf(routes.get, await api.get(w.adminA.headers))).toEqual({ schedules: weekA });
  });
});
