import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/*
 * A local SMTP server for tests, on 127.0.0.1 and a free port: it speaks SMTP as a real one does
 * (through the smtp-server package), requires AUTH with its user and password (a wrong one is
 * refused with 535), and records each accepted message's envelope and parsed headers and text.
 */

export interface EmailAddress {
  name: string;
  address: string;
}

export interface ReceivedEmail {
  /** The envelope, as the client sent MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] };
  /** The From and To headers' addresses, display names decoded. */
  from: EmailAddress[];
  to: EmailAddress[];
  subject: string;
  text: string;
  html: string | null;
}

export interface FakeSmtpServer {
  /** smtp://user:password@127.0.0.1:port: what SMTP_URL is set to. */
  url: string;
  /** The same server with another password, which it refuses. */
  urlWithWrongPassword: string;
  /** Accepted messages, in order. */
  received: ReceivedEmail[];
  /** Resolves with the next accepted message (or the one already there, if `index` is below the count). */
  nextEmail(index?: number): Promise<ReceivedEmail>;
  close(): Promise<void>;
}

const USER = 'comanda';
const PASSWORD = 'clave-smtp';

export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const received: ReceivedEmail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS upgrade (it would need a certificate the client trusts).
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const addresses = (value: typeof parsed.to): EmailAddress[] =>
            (Array.isArray(value) ? value : value ? [value] : [])
              .flatMap((list) => list.value)
              .map((entry) => ({ name: entry.name, address: entry.address ?? '' }));
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
            },
            from: addresses(parsed.from),
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
          });
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    urlWithWrongPassword: `smtp://${USER}:otra-clave@127.0.0.1:${port}`,
    received,
    async nextEmail(index = received.length) {
      while (received.length <= index) await new Promise<void>((resolve) => waiting.push(resolve));
      return received[index] as ReceivedEmail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
