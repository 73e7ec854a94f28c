import { AcceptInvitationBody, NewPassword } from '@comanda/contract/team';
import type { InvitationView } from '@comanda/contract/team';
import { z } from 'zod';

const requiredName = z.string().trim().min(1).max(100);

/** Someone new: names, email, optional phone and a password of 8 or more characters. */
export const NewPersonSchema = AcceptInvitationBody.extend({
  first_name: requiredName,
  last_name: requiredName,
  password: NewPassword,
});
export type NewPersonBody = z.output<typeof NewPersonSchema>;
export interface NewPersonValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
}

/** Someone with an account: its email and password, checked like a sign-in. */
export const ExistingAccountSchema = AcceptInvitationBody.pick({ email: true, password: true });
export type ExistingAccountBody = z.output<typeof ExistingAccountSchema>;
export interface ExistingAccountValues {
  email: string;
  password: string;
}

/** What the invitation already knows fills the form. */
export const newPersonValues = (invitation: InvitationView): NewPersonValues => ({
  first_name: invitation.first_name ?? '',
  last_name: invitation.last_name ?? '',
  email: invitation.email ?? '',
  phone: invitation.phone ?? '',
  password: '',
});
