/** One email: plain text, and HTML when the message has one. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends the team's emails (invitations, password resets). `configured` is false when SMTP_URL is
 * not set: then nothing is sent and the screens say to share the link instead.
 */
export interface Mailer {
  readonly configured: boolean;
  /** True when the SMTP server took the message; false (logged) when it failed or is not configured. */
  send(message: MailMessage): Promise<boolean>;
  close(): Promise<void>;
}

/** The mailer of an installation without SMTP_URL: sends nothing. */
export const unconfiguredMailer: Mailer = {
  configured: false,
  send: async () => false,
  close: async () => undefined,
};
