import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON lines on stdout, as the server logs; PRINT_HOST_LOG_LEVEL=silent in tests. */
export const createLogger = (level = process.env.PRINT_HOST_LOG_LEVEL ?? 'info'): Logger =>
  pino({ name: 'print-host', level });
