import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@comanda/contract/route';
import { teamRoutes } from '@comanda/contract/team';
import { type FakeSmtpServer, startFakeSmtpServer } from '../../testing/fake-smtp-server';
import { createStore, createUser, grantPower, type StaffFixture, staffAccess } from '../../testing/fixtures';
import { createTestApp, resultOf, type TestApp } from '../../testing/test-app';

const PUBLIC_URL = 'https://comanda.ejemplo.com';

/** The team's links reach people by email when SMTP_URL is set (DECISIONS.md "Team"). */
describe('team emails through SMTP', () => {
  let smtp: FakeSmtpServer;
  let t: TestApp;
  let admin: StaffFixture;
  let store: { id: string };
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Comanda Centro <equipo@centro.com.ar>', PUBLIC_URL } });
    store = await createStore(t.database.db, { slug: 'centro', name: 'Comanda Centro' });
    admin = await staffAccess(t, { storeId: store.id, role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const invite = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: teamRoutes.invite.path, headers: admin.headers, payload });

  it('an invitation with an email is emailed with its link, in Spanish', async () => {
    const arrival = smtp.nextEmail();
    const res = await invite({ role: 'delivery', email: 'Diego.Sosa@Ejemplo.com', first_name: 'Diego' });
    expect(res.statusCode).toBe(201);
    const invitation = resultOf(teamRoutes.invite, res);
    expect(invitation.emailed).toBe(true);
    expect(invitation.url).toMatch(/^https:\/\/comanda\.ejemplo\.com\/invitacion\/[A-Za-z0-9_-]+$/);

    const email = await arrival;
    expect(email.envelope).toEqual({ from: 'equipo@centro.com.ar', to: ['diego.sosa@ejemplo.com'] });
    expect(email.from).toEqual([{ name: 'Comanda Centro', address: 'equipo@centro.com.ar' }]);
    expect(email.subject).toContain('Comanda Centro');
    expect(email.text).toContain(invitation.url);
    expect(email.text).toContain('invitó');
  });

  it('an invitation without an email sends nothing and says so', async () => {
    const before = smtp.received.length;
    const invitation = resultOf(teamRoutes.invite, await invite({ role: 'operator', phone: '+54 9 11 4789-0123' }));
    expect(invitation.emailed).toBe(false);
    expect(invitation.url).toContain('/invitacion/');
    expect(smtp.received).toHaveLength(before);
  });

  it("a password reset link is emailed to the member's address", async () => {
    const member = await createUser(t.database.db, { email: 'valentina@ejemplo.com', firstName: 'Valentina' });
    const power = await grantPower(t.database.db, { storeId: store.id, userId: member.id, role: 'operator' });
    const arrival = smtp.nextEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: fillPath(teamRoutes.passwordReset.path, { powerId: power.id }),
      headers: admin.headers,
    });
    const reset = resultOf(teamRoutes.passwordReset, res);
    expect(reset.emailed).toBe(true);
    const email = await arrival;
    expect(email.envelope.to).toEqual(['valentina@ejemplo.com']);
    expect(email.text).toContain(reset.url);
    expect(email.text).toContain('Valentina');
  });
});

describe('team emails when the SMTP server refuses', () => {
  let smtp: FakeSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.urlWithWrongPassword, PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('still answers the invitation with its link to share, marked not emailed', async () => {
    const store = await createStore(t.database.db, { slug: 'norte' });
    const admin = await staffAccess(t, { storeId: store.id, role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: teamRoutes.invite.path,
      headers: admin.headers,
      payload: { role: 'delivery', email: 'diego@ejemplo.com' },
    });
    expect(res.statusCode).toBe(201);
    const invitation = resultOf(teamRoutes.invite, res);
    expect(invitation.emailed).toBe(false);
    expect(invitation.url).toContain('/invitacion/');
    expect(smtp.received).toHaveLength(0);
  });
});
