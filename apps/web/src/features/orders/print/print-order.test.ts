import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../../lib/key-value-storage';
import { demoOrder } from '../../../test/order-data';
import { DEFAULT_PRINT_HOST, readPrintHost, savePrintHost } from '../../../components/print/print-host';
import { sendToPrintHost } from '../../../components/print/send-to-print-host';
import { printOrder } from './print-order';

describe('printOrder', () => {
  it('POSTs the order JSON to the print host, both tickets, and does not open the browser print', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.resolve(new Response('ok')));
    const browserPrint = vi.fn();
    const order = demoOrder();
    const outcome = await printOrder(order, { host: 'http://127.0.0.1:9180/print', fetch: fetchFn, browserPrint });
    expect(outcome).toBe('host');
    expect(browserPrint).not.toHaveBeenCalled();
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('http://127.0.0.1:9180/print?ticket=all');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(order);
  });

  it.each([
    ['nothing listening', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a refusal', () => Promise.resolve(new Response('no', { status: 500 }))],
  ])('uses the browser print on %s', async (_case, answer: () => Promise<Response>) => {
    const browserPrint = vi.fn();
    const outcome = await printOrder(demoOrder(), { host: DEFAULT_PRINT_HOST, fetch: answer, browserPrint });
    expect(outcome).toBe('browser');
    expect(browserPrint).toHaveBeenCalledOnce();
  });
});

describe('sendToPrintHost', () => {
  it('asks for one kind of ticket, marks an explicit reprint, and keeps the host\'s own query', async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.resolve(new Response('ok')));
    await sendToPrintHost(demoOrder(), 'kitchen', { host: 'http://127.0.0.1:9180/print?printer=cocina', fetch: fetchFn });
    await sendToPrintHost(demoOrder(), 'all', {
      host: DEFAULT_PRINT_HOST,
      fetch: fetchFn,
      reprint: true,
      timeZone: 'America/Argentina/Buenos_Aires',
    });
    expect(fetchFn.mock.calls.map(([url]) => url)).toEqual([
      'http://127.0.0.1:9180/print?printer=cocina&ticket=kitchen',
      'http://127.0.0.1:9180/print?ticket=all&reprint=1&tz=America%2FArgentina%2FBuenos_Aires',
    ]);
  });

  it.each([
    ['nothing listening', () => Promise.reject(new TypeError('Failed to fetch')), 'no responde http://127.0.0.1:9180'],
    ['a refusal', () => Promise.resolve(new Response('no', { status: 503 })), 'respondio con el error 503'],
    [
      'a refusal in the API envelope',
      () => Promise.resolve(Response.json({ error: { code: 'PRINT:NO_PRINTER', description: 'Ninguna impresora toma el ticket' } }, { status: 409 })),
      'respondio con el error 409 (Ninguna impresora toma el ticket)',
    ],
    ['a timeout', () => Promise.reject(new DOMException('late', 'TimeoutError')), 'no respondio a tiempo'],
  ])('says why it failed on %s', async (_case, answer: () => Promise<Response>, reason) => {
    expect(await sendToPrintHost(demoOrder(), 'kitchen', { host: DEFAULT_PRINT_HOST, fetch: answer })).toEqual({
      ok: false,
      reason,
    });
  });

  it('refuses an address that is not a URL without calling anything', async () => {
    const fetchFn = vi.fn<typeof fetch>();
    expect(await sendToPrintHost(demoOrder(), 'kitchen', { host: 'impresora', fetch: fetchFn })).toEqual({
      ok: false,
      reason: 'la direccion impresora no es valida',
    });
    expect(fetchFn).not.toHaveBeenCalled();
  });
});

describe('print_host', () => {
  it('defaults to the loopback host and keeps an edited one under print_host', () => {
    const storage = createMemoryStorage();
    expect(readPrintHost(storage)).toBe('http://127.0.0.1:9180/print');
    savePrintHost(' http://192.168.0.50:9180/print ', storage);
    expect(storage.getItem('print_host')).toBe('http://192.168.0.50:9180/print');
    expect(readPrintHost(storage)).toBe('http://192.168.0.50:9180/print');
    savePrintHost('', storage);
    expect(readPrintHost(storage)).toBe(DEFAULT_PRINT_HOST);
  });
});
