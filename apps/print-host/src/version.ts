import { readFileSync } from 'node:fs';

/** This package's version, answered by GET /status. */
export const PRINT_HOST_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
