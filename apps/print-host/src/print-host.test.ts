import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningPrintHost } from './print-host';
import { decodeEscPos, readableLines } from './testing/escpos-decoder';
import { FakePrinter, freePort } from './testing/fake-printer';
import { sampleOrder } from './testing/order-fixture';
import { ALLOWED_ORIGIN, postOrder, queueDirectory, startTestHost } from './testing/test-host';

/** Generous: the machine may be loaded; a pass is usually at once. */
const POLL = { timeout: 15_000, interval: 50 };

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function printer(): Promise<{ fake: FakePrinter; address: string }> {
  const fake = new FakePrinter();
  const port = await fake.start();
  cleanups.push(() => fake.stop());
  return { fake, address: `127.0.0.1:${port}` };
}

async function host(config: Parameters<typeof startTestHost>[0]): Promise<RunningPrintHost> {
  const running = await startTestHost(config);
  cleanups.push(() => running.close());
  return running;
}

function queue(): string {
  const directory = queueDirectory();
  cleanups.push(directory.remove);
  return directory.path;
}

const status = async (running: RunningPrintHost) =>
  ((await (await fetch(`${running.url}/status`)).json()) as { result: { version: string; printers: Array<Record<string, unknown>> } }).result;

describe('print host', () => {
  it('sends the kitchen ticket to the kitchen printer and the package ticket to the counter one', async () => {
    const kitchen = await printer();
    const counter = await printer();
    const running = await host({
      queue_dir: queue(),
      printers: [
        { name: 'cocina', tickets: ['kitchen'], paper: 80, network: kitchen.address },
        { name: 'mostrador', tickets: ['package'], paper: 58, network: counter.address },
      ],
    });
    const answer = await postOrder(running, sampleOrder());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      result: {
        printed: true,
        duplicate: false,
        tickets: [
          { printer: 'cocina', ticket: 'kitchen', state: 'queued' },
          { printer: 'mostrador', ticket: 'package', state: 'queued' },
        ],
      },
    });
    await kitchen.fake.received(1);
    await counter.fake.received(1);
    const kitchenLines = readableLines(decodeEscPos(kitchen.fake.jobs[0]!));
    expect(kitchenLines.slice(0, 2)).toEqual(['Orden #42', 'Para las 20:45']);
    expect(kitchenLines).toContain('+ 2 x Jamón crudo');
    const counterTicket = decodeEscPos(counter.fake.jobs[0]!);
    expect(counterTicket.cuts).toBe(1);
    const counterLines = readableLines(counterTicket);
    expect(counterLines).toContain('Cliente: Begoña Núñez');
    expect(counterLines).toContain('Vuelto              3.500,00 ARS');
    expect(Math.max(...counterTicket.lines.map((line) => line.text.length))).toBeLessThanOrEqual(32);
  });

  it('takes the store zone from ?tz= and one ticket from ?ticket=', async () => {
    const kitchen = await printer();
    const running = await host({
      queue_dir: queue(),
      printers: [{ name: 'cocina', tickets: ['kitchen', 'package'], paper: 80, network: kitchen.address }],
    });
    const answer = await postOrder(running, sampleOrder(), '?ticket=kitchen&tz=Europe/Madrid');
    expect(answer.body).toMatchObject({ result: { tickets: [{ printer: 'cocina', ticket: 'kitchen', state: 'queued' }] } });
    await kitchen.fake.received(1);
    expect(readableLines(decodeEscPos(kitchen.fake.jobs[0]!))[1]).toBe('Para las 00:45');
  });

  it('prints an order and ticket kind once per printer; reprint=1 prints it again', async () => {
    const kitchen = await printer();
    const running = await host({
      queue_dir: queue(),
      printers: [{ name: 'cocina', tickets: ['kitchen'], paper: 80, network: kitchen.address }],
    });
    const [first, second] = await Promise.all([postOrder(running, sampleOrder()), postOrder(running, sampleOrder())]);
    expect([first.body, second.body].map((body) => (body.result as { printed: boolean }).printed).sort()).toEqual([false, true]);
    const duplicate = await postOrder(running, sampleOrder());
    expect(duplicate.status).toBe(200);
    expect(duplicate.body).toMatchObject({ result: { printed: false, duplicate: true } });
    await kitchen.fake.received(1);

    const reprint = await postOrder(running, sampleOrder(), '?reprint=1');
    expect(reprint.body).toMatchObject({ result: { printed: true, duplicate: false } });
    await kitchen.fake.received(2);
    // Another order still prints.
    await postOrder(running, sampleOrder(43));
    await kitchen.fake.received(3);
    expect(kitchen.fake.jobs.map((job) => readableLines(decodeEscPos(job))[0])).toEqual(['Orden #42', 'Orden #42', 'Orden #43']);
  });

  it('remembers what it printed across a restart', async () => {
    const kitchen = await printer();
    const directory = queue();
    const config = { queue_dir: directory, printers: [{ name: 'cocina', tickets: ['kitchen' as const], paper: 80 as const, network: kitchen.address }] };
    const first = await startTestHost(config);
    await postOrder(first, sampleOrder());
    await kitchen.fake.received(1);
    await first.close();
    const second = await host(config);
    expect((await postOrder(second, sampleOrder())).body).toMatchObject({ result: { printed: false, duplicate: true } });
    expect(readFileSync(join(directory, 'printed-keys.txt'), 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('keeps the tickets of a printer that is off for 5 s, across a restart, and prints them in order once it is back', async () => {
    const port = await freePort();
    const directory = queue();
    const config = {
      queue_dir: directory,
      printers: [{ name: 'cocina', tickets: ['kitchen' as const], paper: 80 as const, network: `127.0.0.1:${port}` }],
    };
    const down = await startTestHost(config);
    for (const number of [1, 2]) expect((await postOrder(down, sampleOrder(number))).status).toBe(200);
    await expect
      .poll(async () => (await status(down)).printers[0], POLL)
      .toMatchObject({ name: 'cocina', state: 'unreachable', queue_length: 2, last_error: expect.stringMatching(/ECONNREFUSED/) });
    await down.close();

    // Restarted while the printer is still off: the queue on disk is still there.
    const running = await host(config);
    await postOrder(running, sampleOrder(3));
    expect((await status(running)).printers[0]).toMatchObject({ queue_length: 3 });
    await new Promise((resolve) => setTimeout(resolve, 5000));

    const back = new FakePrinter();
    await back.start(port);
    cleanups.push(() => back.stop());
    await back.received(3);
    expect(back.jobs.map((job) => readableLines(decodeEscPos(job))[0])).toEqual(['Orden #1', 'Orden #2', 'Orden #3']);
    await expect.poll(async () => (await status(running)).printers[0], POLL).toMatchObject({ state: 'ok', queue_length: 0 });
  });

  it('appends to a device file printer', async () => {
    const directory = queue();
    const device = join(directory, 'lp0');
    const running = await host({ queue_dir: directory, printers: [{ name: 'usb', tickets: ['package'], paper: 80, device }] });
    await postOrder(running, sampleOrder(7));
    await postOrder(running, sampleOrder(8));
    await expect.poll(async () => (await status(running)).printers[0]!.queue_length, POLL).toBe(0);
    const lines = readableLines(decodeEscPos(readFileSync(device)));
    expect(lines.filter((line) => line.startsWith('Orden #'))).toEqual(['Orden #7', 'Orden #8']);
  });

  it('answers CORS to the configured origins only, preflight included', async () => {
    const kitchen = await printer();
    const running = await host({
      queue_dir: queue(),
      printers: [{ name: 'cocina', tickets: ['kitchen'], paper: 80, network: kitchen.address }],
    });
    const preflight = (origin: string) =>
      fetch(`${running.url}/print`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
          'Access-Control-Request-Private-Network': 'true',
        },
      });
    const allowed = await preflight(ALLOWED_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-private-network')).toBe('true');

    const refused = await preflight('https://evil.example.com');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();

    const post = await postOrder(running, sampleOrder(), '', { Origin: 'https://evil.example.com' });
    expect(post.status).toBe(403);
    expect(post.headers.get('access-control-allow-origin')).toBeNull();
    expect(post.body).toMatchObject({ error: { code: 'PRINT:ORIGIN:FORBIDDEN' } });

    const ok = await postOrder(running, sampleOrder());
    expect(ok.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    await kitchen.fake.received(1);
    expect(kitchen.fake.jobs).toHaveLength(1);
  });

  it('answers bad JSON, an invalid order and a bad query with the 400 envelope, in Spanish', async () => {
    const kitchen = await printer();
    const running = await host({
      queue_dir: queue(),
      printers: [{ name: 'cocina', tickets: ['kitchen'], paper: 80, network: kitchen.address }],
    });
    const badJson = await postOrder(running, '{"number": ');
    expect(badJson.status).toBe(400);
    expect(badJson.body).toEqual({ error: { code: 'BAD_REQUEST', description: 'Error en los parametros: el cuerpo no es JSON valido' } });

    const invalid = await postOrder(running, { ...sampleOrder(), number: 'cuarenta' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error: { code: 'BAD_REQUEST', description: expect.stringContaining('order.number') } });

    const badTicket = await postOrder(running, sampleOrder(), '?ticket=bar');
    expect(badTicket.body).toMatchObject({ error: { code: 'BAD_REQUEST', description: expect.stringContaining('ticket') } });
    const badZone = await postOrder(running, sampleOrder(), '?tz=Marte/Olympus');
    expect(badZone.status).toBe(400);

    const nobody = await postOrder(running, sampleOrder(), '?ticket=package');
    expect(nobody.status).toBe(409);
    expect(nobody.body).toMatchObject({ error: { code: 'PRINT:TICKET:NO_PRINTER' } });

    const unknown = await fetch(`${running.url}/nada`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(kitchen.fake.jobs).toHaveLength(0);
  });

  it('answers GET /status with each printer, its queue and the version', async () => {
    const kitchen = await printer();
    const running = await host({
      queue_dir: queue(),
      printers: [{ name: 'cocina', tickets: ['kitchen'], paper: 80, network: kitchen.address }],
    });
    expect(await status(running)).toEqual({
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      printers: [
        { name: 'cocina', tickets: ['kitchen'], paper: 80, state: 'unknown', last_error: null, last_error_at: null, queue_length: 0 },
      ],
    });
    await postOrder(running, sampleOrder());
    await kitchen.fake.received(1);
    await expect.poll(async () => (await status(running)).printers[0], POLL).toMatchObject({ state: 'ok', queue_length: 0 });
  });
});
