import type { TestMessageBody, TestMessageQueued } from '@comanda/contract/notifications';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { type TestRecipient, queueTestPush, queueTestWhatsApp, wakeSenders } from './test-message.repository';

/**
 * 'Enviar prueba': queues a test message (key 'test', no order) to the signed-in power in the
 * outbox, for the senders to deliver as any other. Nothing to send to answers an error and
 * writes nothing.
 */
export async function sendTestMessage(db: Db, to: TestRecipient, body: TestMessageBody): Promise<TestMessageQueued> {
  return db.transaction().execute(async (trx) => {
    const queued = body.channel === 'push' ? await queueTestPush(trx, to) : await queueTestWhatsApp(trx, to);
    if (queued === 0) {
      throw new AppError(body.channel === 'push' ? 'NOTIFICATIONS:PUSH:NO_DEVICES' : 'NOTIFICATIONS:WHATSAPP:NO_PHONE');
    }
    await wakeSenders(trx);
    return { queued };
  });
}
