import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { WhatsAppChannel } from './channel';

/**
 * The WhatsApp channel. Until the Cloud API client is written, every message is marked as not
 * sent (skipped, never retried), as an unconfigured server does.
 */
export function createWhatsAppChannel(_config: Config, _log: FastifyBaseLogger): WhatsAppChannel {
  return {
    send: async () => ({ kind: 'skipped', error: 'no enviado: WhatsApp no esta configurado' }),
  };
}
