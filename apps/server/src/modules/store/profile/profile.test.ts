import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeProfileRoutes as routes } from '@comanda/contract/store/profile';
import { type CatalogueWorld, createCatalogueWorld } from '../../../testing/catalogue-kit';
import { type SettingsCalls, settingsCalls } from '../../../testing/settings-kit';
import { errorOf, resultOf } from '../../../testing/test-app';

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tienda A renovada',
  slug: 'tienda-a',
  logo_url: '/v1/static/files/logo.png',
  background_url: 'https://cdn.comanda.test/fondo.jpg',
  icon_url: null,
  phone: null,
  ...overrides,
});

describe('store settings: profile', () => {
  let w: CatalogueWorld;
  let api: SettingsCalls;
  beforeAll(async () => {
    w = await createCatalogueWorld();
    api = settingsCalls(w.t, routes);
  });
  afterAll(() => w.t.close());

  it("answers the store's profile with its time zone", async () => {
    expect(resultOf(routes.get, await api.get(w.adminA.headers))).toEqual({
      name: 'Tienda tienda-a',
      slug: 'tienda-a',
      logo_url: null,
      background_url: null,
      icon_url: null,
      timezone: 'America/Argentina/Buenos_Aires',
      phone: null,
    });
  });

  it('saves name, slug and images; GET answers the same; a missing timezone keeps the current one', async () => {
    const saved = resultOf(routes.save, await api.put(w.adminA.headers, profileBody({ slug: 'tienda-a-nueva' })));
    expect(saved).toEqual({
      name: 'Tienda A renovada',
      slug: 'tienda-a-nueva',
      logo_url: '/v1/static/files/logo.png',
      background_url: 'https://cdn.comanda.test/fondo.jpg',
      icon_url: null,
      timezone: 'America/Argentina/Buenos_Aires',
      phone: null,
    });
    expect(resultOf(routes.get, await api.get(w.rootA.headers))).toEqual(saved);
  });

  it('changes the time zone when given, and an empty image url removes the image', async () => {
    const saved = resultOf(
      routes.save,
      await api.put(w.adminA.headers, profileBody({ timezone: 'America/Argentina/Cordoba', logo_url: '  ' })),
    );
    expect(saved).toMatchObject({ timezone: 'America/Argentina/Cordoba', logo_url: null });
    expect(resultOf(routes.get, await api.get(w.adminA.headers))).toEqual(saved);
  });

  it('saves the phone in E.164, and null or an empty phone clears it', async () => {
    const saved = resultOf(routes.save, await api.put(w.adminA.headers, profileBody({ phone: ' 0341 15 612-3456 ' })));
    expect(saved.phone).toBe('+5493416123456');
    expect(resultOf(routes.get, await api.get(w.adminA.headers))).toEqual(saved);
    const international = resultOf(routes.save, await api.put(w.adminA.headers, profileBody({ phone: '+54 9 11 5555-1234' })));
    expect(international.phone).toBe('+5491155551234');
    expect(resultOf(routes.save, await api.put(w.adminA.headers, profileBody({ phone: null }))).phone).toBeNull();
    await api.put(w.adminA.headers, profileBody({ phone: '+5491155551234' }));
    expect(resultOf(routes.save, await api.put(w.adminA.headers, profileBody({ phone: '  ' }))).phone).toBeNull();
    expect(resultOf(routes.get, await api.get(w.adminA.headers)).phone).toBeNull();
  });

  it("takes SPEC.md section 7's body without phone or timezone and keeps both as they were", async () => {
    await api.put(w.adminA.headers, profileBody({ phone: '+5491155551234', timezone: 'America/Argentina/Cordoba' }));
    const { phone: _phone, ...specBody } = profileBody({ name: 'Tienda A de siempre' });
    const saved = resultOf(routes.save, await api.put(w.adminA.headers, specBody));
    expect(saved).toMatchObject({ name: 'Tienda A de siempre', phone: '+5491155551234', timezone: 'America/Argentina/Cordoba' });
    expect(resultOf(routes.get, await api.get(w.adminA.headers))).toEqual(saved);
  });

  it('refuses a phone that is not one with 400 VO:PHONE:INVALID and changes nothing', async () => {
    await api.put(w.adminA.headers, profileBody({ phone: '+5491155551234' }));
    const before = resultOf(routes.get, await api.get(w.adminA.headers));
    const res = await api.put(w.adminA.headers, profileBody({ name: 'Otro nombre', phone: '123' }));
    expect(errorOf(res)).toMatchObject({ status: 400, code: 'VO:PHONE:INVALID' });
    expect(resultOf(routes.get, await api.get(w.adminA.headers))).toEqual(before);
  });

  it("refuses another store's slug with 409 STORE:SLUG:TAKEN and changes nothing", async () => {
    const before = resultOf(routes.get, await api.get(w.adminA.headers));
    const res = await api.put(w.adminA.headers, profileBody({ name: 'Otro nombre', slug: 'tienda-b' }));
    expect(errorOf(res)).toMatchObject({ status: 409, code: 'STORE:SLUG:TAKEN' });
    expect(resultOf(routes.get, await api.get(w.adminA.headers))).toEqual(before);
  });

  it.each([
    ['body.name', { name: '  ' }],
    ['body.slug', { slug: 'Con Espacios' }],
    ['body.logo_url', { logo_url: 'javascript:alert(1)' }],
    ['body.timezone', { timezone: 'Marte/Olympus' }],
    ['body.icon_url', { icon_url: undefined }],
  ])('refuses bad input with 400 naming %s', async (field, overrides) => {
    const res = await api.put(w.adminA.headers, profileBody(overrides));
    expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(errorOf(res).description).toContain(field);
  });

  it('delivery and initial staff get 403 on GET and PUT', async () => {
    for (const staff of [w.deliveryA, w.initialA]) {
      expect(errorOf(await api.get(staff.headers))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(errorOf(await api.put(staff.headers, profileBody()))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
  });

  it("changes only the caller's store", async () => {
    const before = resultOf(routes.get, await api.get(w.adminA.headers));
    const savedB = resultOf(routes.save, await api.put(w.adminB.headers, profileBody({ name: 'Tienda B', slug: 'tienda-b' })));
    expect(savedB).toMatchObject({ name: 'Tienda B', slug: 'tienda-b' });
    expect(resultOf(routes.get, await api.get(w.adminB.headers))).toEqual(savedB);
    expect(resultOf(routes.get, await api.get(w.adminA.headers))).toEqual(before);
  });
});
