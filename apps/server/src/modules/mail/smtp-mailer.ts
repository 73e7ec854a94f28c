import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config';
import { type MailMessage, type Mailer, unconfiguredMailer } from './mailer';

/**
 * The longest a send may take, from connecting to the server's answer: the caller (an
 * invitation, a reset link) waits for it, and the link is shown whether the email left or not.
 */
export const MAIL_SEND_TIMEOUT_MS = 5_000;

export interface SmtpMailerOptions {
  /** smtp://user:password@host:port or smtps://... (implicit TLS). */
  smtpUrl: string;
  /** The From header, e.g. "Comanda <no-responder@comanda.local>". */
  from: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

/** Sends through one SMTP server; a failure answers false and is logged without the message's text. */
export function createSmtpMailer({ smtpUrl, from, log, timeoutMs = MAIL_SEND_TIMEOUT_MS }: SmtpMailerOptions): Mailer {
  const transport = createTransport(
    {
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      dnsTimeout: timeoutMs,
    },
    { from },
  );

  return {
    configured: true,
    async send(message: MailMessage) {
      let timer: NodeJS.Timeout | undefined;
      // The socket timeouts count silence; a server that answers slowly is cut by this deadline.
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`sin respuesta del servidor SMTP en ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        const info = await Promise.race([transport.sendMail(message), deadline]);
        return info.accepted.length > 0;
      } catch (error) {
        // The text carries a one-time link: it never reaches the log.
        log.warn(
          { to: message.to, subject: message.subject, reason: error instanceof Error ? error.message : String(error) },
          'email not sent',
        );
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      transport.close();
    },
  };
}

/** The SMTP mailer when SMTP_URL is set, else the one that sends nothing. */
export function mailerOf(mail: Config['mail'], log: FastifyBaseLogger): Mailer {
  return mail.smtpUrl
    ? createSmtpMailer({ smtpUrl: mail.smtpUrl, from: mail.from, log: log.child({ module: 'mail' }) })
    : unconfiguredMailer;
}
