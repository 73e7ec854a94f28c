import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PrintHostConfig, originOf } from './config-schema';

export const DEFAULT_CONFIG_FILE = './print-host.json';

/** Which environment variable sets each top-level field (they override the file). */
const envNames = {
  host: 'PRINT_HOST_HOST',
  port: 'PRINT_HOST_PORT',
  origins: 'PRINT_HOST_ORIGINS',
  timezone: 'PRINT_HOST_TIMEZONE',
  queue_dir: 'PRINT_HOST_QUEUE_DIR',
  printers: 'PRINT_HOST_PRINTERS',
} as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuracion invalida / invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function readFile(path: string, required: boolean): Record<string, unknown> {
  if (!existsSync(path)) {
    if (required) throw new ConfigError([`PRINT_HOST_CONFIG: no existe el archivo / file not found: ${path}`]);
    return {};
  }
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    return value as Record<string, unknown>;
  } catch (error) {
    throw new ConfigError([`${path}: no es un objeto JSON valido / not a valid JSON object (${(error as Error).message})`]);
  }
}

function readEnv(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (env.PRINT_HOST_HOST) values.host = env.PRINT_HOST_HOST;
  if (env.PRINT_HOST_PORT) values.port = env.PRINT_HOST_PORT;
  if (env.PRINT_HOST_TIMEZONE) values.timezone = env.PRINT_HOST_TIMEZONE;
  if (env.PRINT_HOST_QUEUE_DIR) values.queue_dir = env.PRINT_HOST_QUEUE_DIR;
  if (env.PRINT_HOST_ORIGINS) {
    values.origins = env.PRINT_HOST_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean);
  }
  if (env.PRINT_HOST_PRINTERS) {
    try {
      values.printers = JSON.parse(env.PRINT_HOST_PRINTERS);
    } catch {
      throw new ConfigError(['PRINT_HOST_PRINTERS: no es JSON valido / not valid JSON']);
    }
  }
  return values;
}

/**
 * The configuration from the file (PRINT_HOST_CONFIG, else ./print-host.json when it exists) with
 * the environment on top, checked whole: every problem names its field (and the variable that set
 * it), in Spanish and English, so the person setting up the store computer can fix it.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): PrintHostConfig {
  const path = resolve(cwd, env.PRINT_HOST_CONFIG ?? DEFAULT_CONFIG_FILE);
  const fromFile = readFile(path, env.PRINT_HOST_CONFIG !== undefined);
  const fromEnv = readEnv(env);
  const parsed = PrintHostConfig.safeParse({ ...fromFile, ...fromEnv });
  if (parsed.success) {
    const { data } = parsed;
    return { ...data, origins: data.origins.map(originOf), queue_dir: resolve(cwd, data.queue_dir) };
  }
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path.join('.') || '(raiz / root)';
    const top = issue.path[0] as keyof typeof envNames | undefined;
    const source = top && top in fromEnv ? envNames[top] : path;
    return `${field} (${source}): ${issue.message}`;
  });
  throw new ConfigError(problems);
}
