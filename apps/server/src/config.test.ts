import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('configuration read at start', () => {
  it('has the documented defaults', () => {
    const config = readConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('takes the variables it is given', () => {
    const config = readConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/comanda',
      DATABASE_URL: 'postgres://u@db/comanda',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      dataDir: '/tmp/comanda',
      databaseUrl: 'postgres://u@db/comanda',
      logLevel: 'warn',
    });
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => readConfig({ PORT: 'ochenta', LOG_LEVEL: 'loud' })).toThrow(/PORT.*LOG_LEVEL|LOG_LEVEL.*PORT/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
