import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { systemActor } from '../../events/store-event';
import { appendStoreEvents } from '../../events/store-events.service';
import { getTurn } from '../../turn/turn.service';
import { statusEvent } from './status-holds';
import { deleteEndedExtraDelay, deleteEndedPause, findEndedHolds } from './status.repository';

/** How often each server instance looks for pauses and extra delays that ran out. */
export const ANNOUNCE_EVERY_MS = 5_000;
/** Holds handled per look, of each kind; the rest wait for the next one. */
const ANNOUNCE_BATCH = 100;

/** Whether the turn a hold belonged to is still the store's open one (else it ended with the turn, unannounced). */
async function turnStillOpen(trx: Db, storeId: string, turnId: string): Promise<boolean> {
  const turn = await getTurn(trx, storeId);
  return turn?.status === 'opened' && turn.id === turnId;
}

/**
 * Announces every pause and extra delay whose time is up at `now`: each is deleted and its
 * `store:pause:ended` / `store:extra_delay:ended` event appended by the system, in one
 * transaction. The delete decides: with two instances looking at once, only the one whose delete
 * takes the row announces it. Answers how many were announced.
 */
export async function announceEndedHolds(db: Db, now: Date): Promise<number> {
  const { pauses, extraDelays } = await findEndedHolds(db, now, ANNOUNCE_BATCH);
  let announced = 0;
  for (const candidate of pauses) {
    announced += await db.transaction().execute(async (trx) => {
      const pause = await deleteEndedPause(trx, candidate.store_id, candidate.channel, now);
      if (!pause || !(await turnStillOpen(trx, pause.store_id, pause.turn_id))) return 0;
      const event = statusEvent('store:pause:ended', 'end', pause.channel, { from: pause.until?.toISOString() ?? null });
      await appendStoreEvents(trx, pause.store_id, systemActor, [event]);
      return 1;
    });
  }
  for (const candidate of extraDelays) {
    announced += await db.transaction().execute(async (trx) => {
      const delay = await deleteEndedExtraDelay(trx, candidate.store_id, now);
      if (!delay || !(await turnStillOpen(trx, delay.store_id, delay.turn_id))) return 0;
      const event = statusEvent('store:extra_delay:ended', 'end', 'extra_delay', { from: String(delay.minutes), to: '0' });
      await appendStoreEvents(trx, delay.store_id, systemActor, [event]);
      return 1;
    });
  }
  return announced;
}

/**
 * The per-instance ticker over `announceEndedHolds`: started with the app, stopped (and its
 * running look awaited) on close. The status itself never waits for it: a hold past its time is
 * ignored by the rule at once; the ticker only tells the live stream.
 */
export class StatusAnnouncer {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly everyMs = ANNOUNCE_EVERY_MS,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.everyMs);
    this.timer.unref();
  }

  private tick(): void {
    if (this.running) return;
    this.running = announceEndedHolds(this.db, new Date())
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'No se pudo anunciar el fin de una pausa'))
      .finally(() => {
        this.running = null;
      });
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
