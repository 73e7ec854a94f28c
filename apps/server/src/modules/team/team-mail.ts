import { type Role, roleLabel } from '@comanda/contract/roles';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../mail/mailer';

/* The team's emails, in Spanish: an invitation and a password reset link. */

export function invitationMail(input: {
  to: string;
  storeName: string;
  role: Role;
  invitedBy: string;
  url: string;
}): MailMessage {
  const role = roleLabel[input.role];
  return {
    to: input.to,
    subject: `Invitación al equipo de ${input.storeName} en Comanda`,
    text: [
      'Hola:',
      '',
      `${input.invitedBy} te invitó a sumarte al equipo de ${input.storeName} en Comanda, con el rol ${role}.`,
      '',
      'Para aceptar, abrí este enlace (vale 7 días y sirve una sola vez):',
      input.url,
      '',
      'Si no esperabas esta invitación, podés ignorar este mensaje.',
    ].join('\n'),
  };
}

export function passwordResetMail(input: { to: string; firstName: string; storeName: string; url: string }): MailMessage {
  return {
    to: input.to,
    subject: `Restablecer tu contraseña de Comanda (${input.storeName})`,
    text: [
      `Hola ${input.firstName}:`,
      '',
      `Desde ${input.storeName} generaron un enlace para que elijas una contraseña nueva en Comanda.`,
      '',
      'Abrí este enlace (vale 24 horas y sirve una sola vez):',
      input.url,
      '',
      'Al cambiarla se cierran tus sesiones abiertas. Si no lo pediste, avisá a tu tienda.',
    ].join('\n'),
  };
}

/**
 * Emails a one-time link when email is configured and the person has an address; the message is
 * only built (and the store's name only read) then. A failure is logged and never fails the call
 * that made the link.
 */
export async function emailLinkIfConfigured(
  mailer: Mailer,
  to: string | null,
  message: (to: string) => Promise<MailMessage>,
  log: FastifyBaseLogger,
): Promise<boolean> {
  if (!mailer.configured || !to) return false;
  try {
    return await mailer.send(await message(to));
  } catch (error) {
    log.warn({ err: error }, 'team: the email could not be sent');
    return false;
  }
}
