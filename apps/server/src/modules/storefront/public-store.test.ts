import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@comanda/contract/route';
import { storeProfileRoutes } from '@comanda/contract/store/profile';
import { storeScheduleRoutes } from '@comanda/contract/store/schedule';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { turnRoutes } from '@comanda/contract/turn';
import { createStorefrontWorld, MP_TOKEN, type StorefrontWorld, staffCall } from '../../testing/storefront-kit';
import { errorOf, resultOf } from '../../testing/test-app';
import { getPublicStore } from './public-store.service';

describe('storefront: public store and catalogue', () => {
  let w: StorefrontWorld;
  beforeAll(async () => {
    w = await createStorefrontWorld();
  });
  afterAll(() => w.t.close());

  const getStore = (slug = w.slug) =>
    w.t.app.inject({ method: 'GET', url: fillPath(storefrontRoutes.store.path, { slug }) });
  const getCatalogue = (slug = w.slug) =>
    w.t.app.inject({ method: 'GET', url: fillPath(storefrontRoutes.catalogue.path, { slug }) });

  it('answers the public profile, delivery and payment options without a token, and never the Mercado Pago token', async () => {
    const res = await getStore();
    expect(res.body).not.toContain(MP_TOKEN);
    const store = resultOf(storefrontRoutes.store, res);
    expect(store).toMatchObject({
      name: 'Tienda tienda-a',
      slug: 'tienda-a',
      timezone: 'America/Argentina/Buenos_Aires',
      open_now: true,
      preparation_delay: 30,
      payments: {
        cash: { enabled: true },
        bank_transfer: { enabled: true, name: 'Comanda SRL', alias: 'comanda.tienda' },
        mercado_pago: { enabled: true },
      },
    });
    expect(store.payments.mercado_pago).toEqual({ enabled: true });
    expect(store.delivery.shipment).toMatchObject({ enabled: true, cost: { amount: 500 }, min_amount_items: { amount: 1000 } });
    expect(store.delivery.shipment.schedule).toHaveLength(7);
    expect(store.delivery.take_away.address.city).toBe('CABA');
    expect(store.schedules).toHaveLength(7);
  });

  it('answers 404 for an unknown slug', async () => {
    expect(errorOf(await getStore('no-existe'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(errorOf(await getCatalogue('no-existe'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  describe('open_now follows the weekly schedule on the store clock and the turn', () => {
    // Wednesday 2026-03-04: 12:00 UTC is 09:00 in Buenos Aires (UTC-3).
    const wednesdayNoonUtc = new Date('2026-03-04T12:00:00Z');
    const saveHours = (schedules: Array<{ day: string; start: string; end: string; active?: boolean }>) =>
      staffCall(w.t, w.admin, storeScheduleRoutes.save, {
        schedules: schedules.map((entry) => ({ id: randomUUID(), active: true, ...entry })),
      });
    const openAt = async (now: Date) => (await getPublicStore(w.t.database.db, w.slug, now)).open_now;

    it('is open inside a range of the local weekday and closed outside it', async () => {
      await saveHours([{ day: 'wed', start: '08:30', end: '12:00' }]);
      expect(await openAt(wednesdayNoonUtc)).toBe(true); // 09:00 local
      expect(await openAt(new Date('2026-03-04T11:29:00Z'))).toBe(false); // 08:29 local
      expect(await openAt(new Date('2026-03-04T15:00:00Z'))).toBe(false); // 12:00 local: the end is excluded
      expect(await openAt(new Date('2026-03-05T12:00:00Z'))).toBe(false); // Thursday
    });

    it('reads the time in the store time zone, not in UTC', async () => {
      // 01:00 UTC on Thursday is still 22:00 on Wednesday in Buenos Aires.
      await saveHours([{ day: 'wed', start: '21:00', end: '23:00' }]);
      expect(await openAt(new Date('2026-03-05T01:00:00Z'))).toBe(true);
      await staffCall(w.t, w.admin, storeProfileRoutes.save, {
        name: 'Tienda tienda-a',
        slug: w.slug,
        logo_url: null,
        background_url: null,
        icon_url: null,
        phone: null,
        timezone: 'UTC',
      });
      expect(await openAt(new Date('2026-03-05T01:00:00Z'))).toBe(false);
      expect(await openAt(new Date('2026-03-04T22:00:00Z'))).toBe(true);
      await staffCall(w.t, w.admin, storeProfileRoutes.save, {
        name: 'Tienda tienda-a',
        slug: w.slug,
        logo_url: null,
        background_url: null,
        icon_url: null,
        phone: null,
        timezone: 'America/Argentina/Buenos_Aires',
      });
    });

    it('counts a range that runs past midnight into the next day, and ignores inactive ranges', async () => {
      await saveHours([
        { day: 'sat', start: '20:00', end: '02:00' },
        { day: 'wed', start: '00:00', end: '00:00', active: false },
      ]);
      expect(await openAt(new Date('2026-03-08T04:30:00Z'))).toBe(true); // Sunday 01:30 local
      expect(await openAt(new Date('2026-03-08T05:30:00Z'))).toBe(false); // Sunday 02:30 local
      expect(await openAt(wednesdayNoonUtc)).toBe(false);
      const store = resultOf(storefrontRoutes.store, await getStore());
      expect(store.schedules.map((entry) => entry.day)).toEqual(['sat']);
    });

    it('is closed while the turn is closed, whatever the hours', async () => {
      await saveHours([{ day: 'wed', start: '00:00', end: '00:00' }]);
      expect(await openAt(wednesdayNoonUtc)).toBe(true);
      await staffCall(w.t, w.admin, turnRoutes.close);
      expect(await openAt(wednesdayNoonUtc)).toBe(false);
      await staffCall(w.t, w.admin, turnRoutes.open);
      expect(await openAt(wednesdayNoonUtc)).toBe(true);
    });
  });

  it('lists visible sections by order with their articles in section order, sold-out ones marked, and the toppings they use', async () => {
    const catalogue = resultOf(storefrontRoutes.catalogue, await getCatalogue());
    expect(catalogue.sections.map((section) => section.slug)).toEqual(['entradas', 'principales']);
    const [entradas, principales] = catalogue.sections;
    expect(entradas?.articles.map((article) => article.slug)).toEqual(['empanada']);
    // 'agotada' is disabled: listed sold out, not hidden; 'secreta' is only in a hidden section.
    expect(principales?.articles.map((article) => [article.slug, article.sold_out])).toEqual([
      ['hamburguesa', false],
      ['agotada', true],
      ['pizza', false],
    ]);
    expect(entradas?.articles[0]?.price).toEqual({
      import: { currency: 'ARS', amount: 500 },
      discount: 10,
      total: { currency: 'ARS', amount: 450 },
    });
    expect(catalogue.toppings.map((topping) => topping.name).sort()).toEqual(['Extras', 'Punto']);
    const extras = catalogue.toppings.find((topping) => topping.id === w.ids.extras);
    // The disabled option is listed sold out.
    expect(extras?.options.map((option) => [option.name, option.sold_out])).toEqual([
      ['Queso', false],
      ['Jamon', false],
      ['Anchoa', true],
    ]);
    expect(JSON.stringify(catalogue)).not.toContain('"disabled"');
  });
});
