import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config';

const directory = mkdtempSync(join(tmpdir(), 'print-host-config-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const printers = [
  { name: 'cocina', tickets: ['kitchen'], network: '192.168.0.50' },
  { name: 'mostrador', tickets: ['package'], paper: 58, device: '/dev/usb/lp0' },
];

function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, directory);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('configuration', () => {
  it('reads the file and lets the environment override it', () => {
    const file = join(directory, 'ok.json');
    writeFileSync(file, JSON.stringify({ port: 9200, origins: ['https://comanda.example.com/'], printers }));
    const config = loadConfig({ PRINT_HOST_CONFIG: file, PRINT_HOST_PORT: '9300', PRINT_HOST_TIMEZONE: 'America/Argentina/Cordoba' }, directory);
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 9300,
      origins: ['https://comanda.example.com'],
      timezone: 'America/Argentina/Cordoba',
      queue_dir: join(directory, 'print-queue'),
      printed_keys_max: 5000,
    });
    expect(config.printers.map((printer) => [printer.name, printer.paper])).toEqual([
      ['cocina', 80],
      ['mostrador', 58],
    ]);
  });

  it('takes everything from the environment when there is no file', () => {
    const config = loadConfig(
      { PRINT_HOST_PRINTERS: JSON.stringify(printers), PRINT_HOST_ORIGINS: 'https://a.example.com, https://b.example.com' },
      directory,
    );
    expect(config.origins).toEqual(['https://a.example.com', 'https://b.example.com']);
    expect(config.port).toBe(9180);
  });

  it('requires a printer list', () => {
    expect(problems({})).toEqual([`printers (${join(directory, 'print-host.json')}): falta la lista de impresoras / a printer list is required`]);
    expect(problems({ PRINT_HOST_PRINTERS: '[]' })).toEqual([
      'printers (PRINT_HOST_PRINTERS): falta la lista de impresoras / a printer list is required',
    ]);
  });

  it('names each bad field and where it came from', () => {
    const bad = problems({
      PRINT_HOST_PORT: 'noventa',
      PRINT_HOST_TIMEZONE: 'Marte/Olympus',
      PRINT_HOST_PRINTERS: JSON.stringify([
        { name: 'cocina', tickets: ['bar'], network: '10.0.0.9:9100' },
        { name: 'caja', tickets: ['package'], paper: 76 },
        { name: 'barra', tickets: ['package'], network: '10.0.0.8', device: '/dev/usb/lp0' },
      ]),
    });
    expect(bad).toEqual([
      'port (PRINT_HOST_PORT): el puerto es un numero / port must be a number',
      'timezone (PRINT_HOST_TIMEZONE): zona horaria desconocida / unknown time zone',
      'printers.0.tickets.0 (PRINT_HOST_PRINTERS): los tickets son kitchen o package / tickets are kitchen or package',
      'printers.1.paper (PRINT_HOST_PRINTERS): el papel es 80 o 58 / paper is 80 or 58',
      'printers.2.network (PRINT_HOST_PRINTERS): indica network (host:puerto) o device (ruta), uno solo / set exactly one of network or device',
    ]);
  });

  it('refuses a missing or broken file named by PRINT_HOST_CONFIG, and printers that are not JSON', () => {
    expect(problems({ PRINT_HOST_CONFIG: join(directory, 'nope.json') })[0]).toMatch(/^PRINT_HOST_CONFIG: no existe el archivo/);
    const broken = join(directory, 'broken.json');
    writeFileSync(broken, '{ "printers": ');
    expect(problems({ PRINT_HOST_CONFIG: broken })[0]).toContain('no es un objeto JSON valido');
    expect(problems({ PRINT_HOST_PRINTERS: '[{' })).toEqual(['PRINT_HOST_PRINTERS: no es JSON valido / not valid JSON']);
  });
});
