import { authRoutes } from '@comanda/contract/auth';
import { deviceRoutes } from '@comanda/contract/devices';
import { ListQuery } from '@comanda/contract/list';
import { defineRoute } from '@comanda/contract/route';
import { describe, expect, it } from 'vitest';
import { credentialsFor, DEVICE_ID, POWER_ID } from '../test/demo-data';
import { createFakeFetch, fail, ok, okVersioned } from '../test/fake-fetch';
import type { ApiAuthPort } from './api-client';
import { createApiClient } from './api-client';
import { ApiError, isStaleVersion } from './api-error';
import type { HttpRequest, HttpTransport } from './http-transport';
import { fetchTransport } from './http-transport';

const listRoute = defineRoute({
  method: 'GET',
  path: '/v1/backoffice/things',
  tag: 'test',
  summary: 'Lista de prueba',
  query: ListQuery,
  response: ListQuery,
});

const uploadRoute = defineRoute({
  method: 'POST',
  path: '/v1/static/files',
  tag: 'test',
  summary: 'Subida de prueba',
  multipart: true,
  response: ListQuery,
});

function port(tokens: { session?: string; access?: string; device?: string }): ApiAuthPort {
  return {
    sessionToken: () => tokens.session ?? null,
    accessToken: () => tokens.access ?? null,
    deviceId: () => tokens.device ?? null,
    canReaccess: () => false,
    reaccess: () => Promise.resolve(false),
  };
}

function clientWith(tokens: Parameters<typeof port>[0], uploadTransport?: HttpTransport) {
  const server = createFakeFetch();
  const transport = fetchTransport(server.fetch);
  const api = createApiClient({
    transport,
    uploadTransport: uploadTransport ?? transport,
    auth: port(tokens),
  });
  return { server, api };
}

describe('api client', () => {
  it('sends the access token when present, else the session token, and the Device-Id', async () => {
    const { server, api } = clientWith({ session: 's', access: 'a', device: DEVICE_ID });
    server.on('GET', '/v1/backoffice/auth/credentials', ok(credentialsFor()));
    await api.call(authRoutes.credentials);
    const sessionOnly = clientWith({ session: 's' });
    sessionOnly.server.on('GET', '/v1/backoffice/auth/credentials', ok(credentialsFor()));
    await sessionOnly.api.call(authRoutes.credentials);

    expect(server.requests[0]?.headers.authorization).toBe('Bearer a');
    expect(server.requests[0]?.headers['device-id']).toBe(DEVICE_ID);
    expect(sessionOnly.server.requests[0]?.headers.authorization).toBe('Bearer s');
    expect(sessionOnly.server.requests[0]?.headers['device-id']).toBeUndefined();
  });

  it('sends no Authorization header without tokens', async () => {
    const { server, api } = clientWith({});
    server.on('PUT', `/v1/devices/${DEVICE_ID}`, ok('success'));
    await api.call(deviceRoutes.register, { params: { deviceId: DEVICE_ID } });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('reads the result from the envelope', async () => {
    const { server, api } = clientWith({ session: 's' });
    server.on('GET', '/v1/backoffice/auth/credentials', ok(credentialsFor('delivery')));
    const credentials = await api.call(authRoutes.credentials);
    expect(credentials.access?.role).toBe('delivery');
  });

  it('sends a JSON body with its content type', async () => {
    const { server, api } = clientWith({ session: 's' });
    server.on('POST', '/v1/backoffice/auth/access', ok({ token: 't', expired_at: 'x' }));
    await api.call(authRoutes.access, { body: { power_id: POWER_ID } });
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
    expect(server.requests[0]?.body).toEqual({ power_id: POWER_ID });
  });

  it('fills the path params', async () => {
    const { server, api } = clientWith({});
    server.on('GET', `/v1/devices/${DEVICE_ID}`, ok({ id: DEVICE_ID, created_at: 'x' }));
    const device = await api.call(deviceRoutes.get, { params: { deviceId: DEVICE_ID } });
    expect(device.id).toBe(DEVICE_ID);
  });

  it('sends the checked query with the list defaults applied', async () => {
    const { server, api } = clientWith({ session: 's' });
    server.on('GET', '/v1/backoffice/things', ok({}));
    await api.call(listRoute, { query: { query: 'pizza' } });
    await api.call(listRoute);
    const [withText, plain] = server.requests;
    expect(new URLSearchParams(withText?.search).get('query')).toBe('pizza');
    expect(new URLSearchParams(withText?.search).get('limit')).toBe('20');
    expect(new URLSearchParams(plain?.search).get('order')).toBe('created_at__DESC');
    expect(new URLSearchParams(plain?.search).get('skip')).toBe('0');
  });

  it.each([
    ['params', () => ({ route: deviceRoutes.get, input: { params: { deviceId: 'no-uuid' } } })],
    ['body', () => ({ route: authRoutes.access, input: { body: { power_id: 'no-uuid' } } })],
    ['query', () => ({ route: listRoute, input: { query: { limit: 1000 } } })],
  ])('refuses invalid %s with BAD_REQUEST before sending', async (_, build) => {
    const { server, api } = clientWith({ session: 's' });
    const { route, input } = build();
    const call = api.call as (r: typeof route, i: unknown) => Promise<unknown>;
    const error = await call(route, input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'Error en los parametros' });
    expect(server.requests).toHaveLength(0);
  });

  it('turns an error envelope into an ApiError with status, code, description and catalogue text', async () => {
    const { server, api } = clientWith({ session: 's' });
    server.on('POST', '/v1/backoffice/auth/sign_in', fail(401, 'USER:CREDENTIALS:INVALID', 'no'));
    const error = await api
      .call(authRoutes.signIn, { body: { username: 'a@b.c', password: 'x' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'USER:CREDENTIALS:INVALID',
      description: 'no',
      message: 'Usuario o contraseña incorrectas',
    });
  });

  it('defaults the code to unknown when the failure has no envelope', async () => {
    const { server, api } = clientWith({ session: 's' });
    server.on('GET', '/v1/backoffice/auth/credentials', { status: 502, body: 'Bad gateway' });
    await expect(api.call(authRoutes.credentials)).rejects.toMatchObject({
      status: 502,
      code: 'unknown',
      message: 'Desconocido',
    });
  });

  it('reports an unreachable server as an ApiError with status 0', async () => {
    const { server, api } = clientWith({ session: 's' });
    server.on('GET', '/v1/backoffice/auth/credentials', () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.call(authRoutes.credentials)).rejects.toMatchObject({
      status: 0,
      code: 'unknown',
    });
  });

  it('answers the version (ETag) of a versioned answer, and null when the answer has none', async () => {
    const { server, api } = clientWith({ session: 's' });
    server.on('GET', `/v1/devices/${DEVICE_ID}`, okVersioned({ id: DEVICE_ID, created_at: 'x' }, '"v1"'));
    const loaded = await api.callVersioned(deviceRoutes.get, { params: { deviceId: DEVICE_ID } });
    expect(loaded).toEqual({ value: { id: DEVICE_ID, created_at: 'x' }, version: '"v1"' });
    server.on('GET', '/v1/backoffice/auth/credentials', ok(credentialsFor()));
    expect((await api.callVersioned(authRoutes.credentials)).version).toBeNull();
  });

  it('sends If-Match only when asked, with the version given', async () => {
    const { server, api } = clientWith({ session: 's' });
    server.on('PUT', `/v1/devices/${DEVICE_ID}`, ok('success'));
    await api.call(deviceRoutes.register, { params: { deviceId: DEVICE_ID } }, { ifMatch: '"v1"' });
    await api.call(deviceRoutes.register, { params: { deviceId: DEVICE_ID } });
    expect(server.requests.map((request) => request.headers['if-match'])).toEqual(['"v1"', undefined]);
  });

  it('turns a 412 into a stale-version ApiError with its Spanish text', async () => {
    const { server, api } = clientWith({ session: 's' });
    server.on('PUT', `/v1/devices/${DEVICE_ID}`, fail(412, 'VERSION:STALE', 'cambiado'));
    const error = await api
      .call(deviceRoutes.register, { params: { deviceId: DEVICE_ID } }, { ifMatch: '"v0"' })
      .catch((caught: unknown) => caught);
    expect(isStaleVersion(error)).toBe(true);
    expect(error).toMatchObject({ status: 412, message: 'Otro usuario modifico esto; recarga' });
    expect(isStaleVersion(new ApiError({ status: 409, code: 'CONFLICT' }))).toBe(false);
  });

  it('uploads a multipart form with the file, the token and the progress', async () => {
    const sent: HttpRequest[] = [];
    const uploadTransport: HttpTransport = (request) => {
      sent.push(request);
      request.onUploadProgress?.({ loaded: 5, total: 10, ratio: 0.5 });
      return Promise.resolve({ status: 200, text: JSON.stringify({ result: { url: '/x.png' } }) });
    };
    const { api } = clientWith({ access: 'a', device: DEVICE_ID }, uploadTransport);
    const progress: number[] = [];
    const file = new File(['png'], 'logo.png', { type: 'image/png' });
    const answer = await api.upload(uploadRoute, file, { onProgress: (p) => progress.push(p.ratio) });

    expect(answer).toEqual({ url: '/x.png' });
    expect(progress).toEqual([0.5]);
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/static/files');
    expect(request?.headers.Authorization).toBe('Bearer a');
    expect(request?.headers['Content-Type']).toBeUndefined();
    const form = request?.body;
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get('file')).toBeInstanceOf(File);
  });
});
