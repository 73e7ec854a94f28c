import net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { type FakeSmtpServer, startFakeSmtpServer } from '../../testing/fake-smtp-server';
import { createSmtpMailer, mailerOf } from './smtp-mailer';

/** A logger that keeps its warnings, to check what a failure leaves in the log. */
function recordingLogger() {
  const warnings: Array<{ fields: Record<string, unknown>; message: string }> = [];
  const logger = {
    warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
    child: () => logger,
  };
  return { log: logger as unknown as FastifyBaseLogger, warnings };
}

const invitation = {
  to: 'valentina@ejemplo.com',
  subject: 'Te invitaron a Comanda Centro',
  text: 'Lucía te invitó a sumarte a Comanda Centro como Operador. Abrí este enlace para aceptar: http://localhost:8080/invitacion/abc123',
};

describe('SMTP mailer', () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers the message with From, To, Subject and the Spanish text', async () => {
    const { mail } = readConfig({ SMTP_URL: smtp.url });
    const { log } = recordingLogger();
    const mailer = mailerOf(mail, log);
    expect(mailer.configured).toBe(true);
    const arrival = smtp.nextEmail();
    expect(await mailer.send(invitation)).toBe(true);
    const email = await arrival;
    expect(email).toMatchObject({
      envelope: { from: 'no-responder@comanda.local', to: ['valentina@ejemplo.com'] },
      from: [{ name: 'Comanda', address: 'no-responder@comanda.local' }],
      to: [{ name: '', address: 'valentina@ejemplo.com' }],
      subject: 'Te invitaron a Comanda Centro',
    });
    expect(email.text.trim()).toBe(invitation.text);
    await mailer.close();
  });

  it('sends from MAIL_FROM and keeps the HTML part when there is one', async () => {
    const { mail } = readConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Pizzería Sur <equipo@sur.com.ar>' });
    const mailer = mailerOf(mail, recordingLogger().log);
    const arrival = smtp.nextEmail();
    expect(await mailer.send({ ...invitation, html: '<p>Abrí <a href="http://x/invitacion/abc">el enlace</a></p>' })).toBe(true);
    const email = await arrival;
    expect(email.from).toEqual([{ name: 'Pizzería Sur', address: 'equipo@sur.com.ar' }]);
    expect(email.html).toContain('el enlace');
    await mailer.close();
  });

  it('answers false when the server refuses the password, and logs it without the text', async () => {
    const { log, warnings } = recordingLogger();
    const mailer = createSmtpMailer({ smtpUrl: smtp.urlWithWrongPassword, from: 'Comanda <a@b.c>', log });
    const before = smtp.received.length;
    expect(await mailer.send(invitation)).toBe(false);
    expect(smtp.received).toHaveLength(before);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.fields).toMatchObject({ to: invitation.to, subject: invitation.subject });
    expect(JSON.stringify(warnings)).not.toContain('abc123');
    await mailer.close();
  });

  it('answers false at once when nothing listens at the address', async () => {
    const port = await freePort();
    const { log, warnings } = recordingLogger();
    const mailer = createSmtpMailer({ smtpUrl: `smtp://u:p@127.0.0.1:${port}`, from: 'Comanda <a@b.c>', log });
    const started = Date.now();
    expect(await mailer.send(invitation)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(warnings).toHaveLength(1);
    await mailer.close();
  });

  it('gives up on a server that accepts the connection and never answers, within its timeout', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const mailer = createSmtpMailer({
      smtpUrl: `smtp://u:p@127.0.0.1:${port}`,
      from: 'Comanda <a@b.c>',
      log: recordingLogger().log,
      timeoutMs: 300,
    });
    const started = Date.now();
    expect(await mailer.send(invitation)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    await mailer.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('sends nothing without SMTP_URL', async () => {
    const mailer = mailerOf(readConfig({}).mail, recordingLogger().log);
    expect(mailer.configured).toBe(false);
    expect(await mailer.send(invitation)).toBe(false);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
