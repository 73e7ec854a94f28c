import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './testing/server-process';
import { type FreshPostgres, createFreshPostgres } from './testing/fresh-postgres';

const SETUP_LINE = /^Configuración inicial: abrí (\S+\/configuracion-inicial\/([A-Za-z0-9_-]+)) para crear la tienda y su usuario root/m;

/** The setup line, once the server printed it (it comes right after "Server listening"). */
async function setupLineOf(server: ServerProcess): Promise<{ url: string; token: string }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const match = SETUP_LINE.exec(server.output());
    if (match?.[1] && match[2]) return { url: match[1], token: match[2] };
    if (Date.now() > deadline) throw new Error(`no setup link printed:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const setup = {
  store: { name: 'Pizzería Sur', slug: 'sur' },
  first_name: 'Marta',
  last_name: 'Díaz',
  email: 'marta@ejemplo.com',
  password: 'horno-de-barro-1979',
};

describe('the first start of a real store (DEMO=false)', () => {
  const dataDir = path.join(os.tmpdir(), `comanda-first-start-${randomUUID()}`);
  const demoDir = path.join(os.tmpdir(), `comanda-first-start-demo-${randomUUID()}`);
  let postgres: FreshPostgres | null = null;
  afterAll(async () => {
    await postgres?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(demoDir, { recursive: true, force: true });
  });

  it('prints a one-time link on an empty data folder; it creates the store and its root, and works once', async () => {
    // Both databases: PGlite by default, a fresh PostgreSQL database when TEST_DATABASE_URL is set.
    const env: Record<string, string> = { DATA_DIR: dataDir, DEMO: 'false', PUBLIC_URL: 'https://comanda.ejemplo.com' };
    const serverUrl = process.env.TEST_DATABASE_URL;
    postgres = serverUrl ? await createFreshPostgres(serverUrl, 'comanda_first_start') : null;
    if (postgres) env.DATABASE_URL = postgres.url;
    const server = await startServerProcess(env);
    try {
      const link = await setupLineOf(server);
      expect(link.url).toBe(`https://comanda.ejemplo.com/configuracion-inicial/${link.token}`);
      expect(server.output().match(new RegExp(SETUP_LINE.source, 'gm'))).toHaveLength(1);
      // No demo: its users do not exist.
      const demo = await fetch(`${server.url}/v1/backoffice/auth/sign_in`, json({ username: 'admin@comanda.test', password: 'comanda' }));
      expect(demo.status).toBe(401);

      const view = await fetch(`${server.url}/v1/setup/${link.token}`);
      expect(view.status).toBe(200);
      const { result: shown } = (await view.json()) as { result: { expires_at: string } };
      expect(Date.parse(shown.expires_at)).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);

      const created = await fetch(`${server.url}/v1/setup/${link.token}`, json(setup));
      expect(created.status).toBe(200);

      const signIn = await fetch(`${server.url}/v1/backoffice/auth/sign_in`, json({ username: setup.email, password: setup.password }));
      expect(signIn.status).toBe(200);
      const { result: session } = (await signIn.json()) as { result: { token: string } };
      const powers = await fetch(`${server.url}/v1/backoffice/auth/powers`, { headers: { authorization: `Bearer ${session.token}` } });
      const { result: list } = (await powers.json()) as { result: { data: Array<{ role: string; store: { slug: string; name: string } }> } };
      expect(list.data).toEqual([expect.objectContaining({ role: 'root', store: expect.objectContaining({ slug: 'sur', name: 'Pizzería Sur' }) })]);

      // The link does not work twice.
      expect((await fetch(`${server.url}/v1/setup/${link.token}`)).status).toBe(404);
      const again = await fetch(`${server.url}/v1/setup/${link.token}`, json({ ...setup, store: { name: 'Otra', slug: 'otra' } }));
      expect(again.status).toBe(404);
    } finally {
      expect(await server.stop()).toBe(0);
    }

    // Started again, the installation has its root: no new link.
    const restarted = await startServerProcess(env);
    try {
      const health = await fetch(`${restarted.url}/v1/health`);
      expect(health.status).toBe(200);
    } finally {
      expect(await restarted.stop()).toBe(0);
    }
    expect(restarted.output()).not.toMatch(SETUP_LINE);
  });

  it('without DEMO the embedded database still gets the demo, and no link is printed', async () => {
    const server = await startServerProcess({ DATA_DIR: demoDir, DATABASE_URL: '' });
    try {
      const signIn = await fetch(`${server.url}/v1/backoffice/auth/sign_in`, json({ username: 'admin@comanda.test', password: 'comanda' }));
      expect(signIn.status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(server.output()).not.toMatch(SETUP_LINE);
    expect(server.output()).not.toContain('configuracion-inicial');
  });
});
