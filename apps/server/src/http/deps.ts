import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../modules/mail/mailer';
import type { VapidKeys } from '../modules/notifications/vapid-keys';
import type { StoreAnswerCache } from './store-answer-cache';

/** What every module's routes receive from the app. */
export interface AppDeps {
  config: Config;
  database: Database;
  /** Answers kept per store event number (decision 021), one per app instance. */
  storeAnswers: StoreAnswerCache;
  /** This server's Web Push identity: the VAPID_* pair or its own, kept in the database. */
  vapid: VapidKeys;
  /** Email for invitations and password resets; `configured` is false without SMTP_URL. */
  mailer: Mailer;
}
