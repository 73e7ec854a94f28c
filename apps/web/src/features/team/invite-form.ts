import { NewInvitationBody } from '@comanda/contract/team';
import type { Role } from '@comanda/contract/roles';
import type { z } from 'zod';
import { messages } from '../../lib/messages';

/** The 'Invitar' form as typed: blank optional fields are left out by the contract's schema. */
export interface InviteFormValues {
  role: Role;
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
}

/** The contract's body, plus what the screen asks: someone to send the link to (email or phone). */
export const InviteFormSchema = NewInvitationBody.refine((body) => body.email !== undefined || body.phone !== undefined, {
  path: ['email'],
  message: messages.team.contactNeeded,
});
export type InviteBody = z.output<typeof InviteFormSchema>;

export const emptyInvite = (role: Role): InviteFormValues => ({ role, email: '', phone: '', first_name: '', last_name: '' });
