import { type Command, InvalidArgumentError, Option } from 'commander';
import { readWallClock } from '@comanda/contract/wall-clock';
import type { Config } from './config';
import type { Database } from './db/database';
import { type DeadLetter, listDeadLetters, requeueDeadLetters } from './modules/notifications/dead-letters.repository';

/** What cli-program.ts lends the notification commands. */
export interface NotificationCommandTools {
  action<A extends unknown[]>(run: (...args: A) => Promise<void>): (...args: A) => Promise<void>;
  withDatabase(work: (database: Database, config: Config) => Promise<void>): Promise<void>;
  say(line: string): void;
}

/** `--id 3 --id 5,8`: every id given, in order. */
function collectIds(text: string, previous: number[] = []): number[] {
  const ids = text.split(',').map((part) => part.trim());
  for (const id of ids) {
    if (!/^[1-9]\d{0,15}$/.test(id)) throw new InvalidArgumentError(`"${id}" no es un id de notificacion (un numero entero, ej. 12)`);
  }
  return [...previous, ...ids.map(Number)];
}

function parseLimit(text: string): number {
  if (!/^[1-9]\d{0,5}$/.test(text)) throw new InvalidArgumentError(`"${text}" no es una cantidad: use un numero entero, ej. 100`);
  return Number(text);
}

/** When, on the store's wall clock. */
function storeTime(row: DeadLetter): string {
  const c = readWallClock(row.createdAt, row.storeTimezone);
  return `${c.year}-${c.month}-${c.day} ${c.hour}:${c.minute}`;
}

function deadLetterLines(row: DeadLetter): string[] {
  const about = row.orderNumber === null ? 'prueba' : `pedido ${row.orderNumber}`;
  return [
    `#${row.id}  ${storeTime(row)}  ${row.storeSlug}  ${row.channel}  ${row.key}  ${about}  ${row.userEmail ?? '(sin email)'}  intentos ${row.attempts}`,
    `    ${row.lastError ?? '(sin error registrado)'}`,
  ];
}

/** `notifications failed` and `notifications retry`: the outbox's dead letters. */
export function addNotificationCommands(program: Command, { action, withDatabase, say }: NotificationCommandTools): void {
  const notifications = program.command('notifications').description('Notificaciones (push y WhatsApp) que no se pudieron enviar');

  notifications
    .command('failed')
    .description('Lista las notificaciones fallidas (sin reintentos pendientes), la mas nueva primero')
    .addOption(new Option('--limit <cantidad>', 'cuantas mostrar como mucho').argParser(parseLimit).default(100))
    .action(
      action((options: { limit: number }) =>
        withDatabase(async ({ db }) => {
          const { total, rows } = await listDeadLetters(db, options.limit);
          if (total === 0) {
            say('No hay notificaciones fallidas.');
            return;
          }
          say(`Notificaciones fallidas: ${total}${rows.length < total ? ` (se muestran las ${rows.length} mas nuevas; --limit para ver mas)` : ''}.`);
          say('id  creada (hora de la tienda)  tienda  canal  clave  pedido  destinatario  intentos / ultimo error');
          for (const row of rows) for (const line of deadLetterLines(row)) say(line);
          say('Reintentarlas: npm run cli -- notifications retry [--id N]');
        }),
      ),
    );

  notifications
    .command('retry')
    .description('Vuelve a encolar las notificaciones fallidas (todas, o las de --id): el servidor en marcha las envia')
    .addOption(new Option('--id <ids>', 'solo estas: repetible o separadas por comas, ej. --id 12 --id 15,16').argParser(collectIds))
    .action(
      action((options: { id?: number[] }) =>
        withDatabase(async ({ db }) => {
          const wanted = options.id ? [...new Set(options.id)] : undefined;
          const requeued = await requeueDeadLetters(db, wanted);
          say(`Notificaciones reencoladas: ${requeued.length}.`);
          const left = wanted?.filter((id) => !requeued.includes(id)) ?? [];
          if (left.length > 0) say(`No estaban fallidas (quedan como estaban): ${left.join(', ')}.`);
        }),
      ),
    );
}
