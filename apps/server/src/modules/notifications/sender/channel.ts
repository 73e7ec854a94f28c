import type { PushSubscriptionJson } from '@comanda/contract/notifications';

/*
 * What the sender (notification-sender.ts) and the channels (push, WhatsApp) say to each other.
 * The sender claims a due row of the outbox (migration 019), reads what the message needs,
 * hands it to the row's channel and records the outcome the channel answers.
 */

/** The order a message is about, as the texts and the link need it. */
export interface MessageOrder {
  id: string;
  number: number;
  clientName: string;
  /** The order's total as exact decimal text ('12345.50'), never a float. */
  total: string;
}

/** One message to one recipient. `key` is a notification key of the contract, or 'test'. */
export interface DeliveryMessage {
  deliveryId: number;
  key: string;
  storeId: string;
  storeName: string;
  /** null for a test message. */
  order: MessageOrder | null;
  /** Absolute link to what the message is about (the order's page). */
  url: string;
}

/** How a send ended, as the sender records it. */
export type SendOutcome =
  | { kind: 'sent' }
  /** Worth another attempt (5xx, network, timeout, 429): after `retryAfterMs` if the service said so. */
  | { kind: 'retry'; error: string; retryAfterMs?: number }
  /** Permanent: straight to the dead letter (an invalid phone, a refused request). */
  | { kind: 'dead'; error: string; subscriptionGone?: boolean }
  /** Not sent on purpose, never retried (WhatsApp not configured). */
  | { kind: 'skipped'; error: string };

export interface PushChannel {
  send(subscription: PushSubscriptionJson, message: DeliveryMessage, signal: AbortSignal): Promise<SendOutcome>;
}

export interface WhatsAppChannel {
  send(phone: string, message: DeliveryMessage, signal: AbortSignal): Promise<SendOutcome>;
}

export interface Channels {
  push: PushChannel;
  whatsapp: WhatsAppChannel;
}
