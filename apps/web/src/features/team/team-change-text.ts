import { Role, roleLabel } from '@comanda/contract/roles';
import type { TeamChange } from '@comanda/contract/team';
import { formatDateTimeIn } from '../../lib/format';
import { messages } from '../../lib/messages';

const text = messages.team.change;

/** A role value as its Spanish label; anything else as it came. */
function roleText(value: string | null): string {
  const role = Role.safeParse(value);
  return role.success ? roleLabel[role.data] : (value ?? '');
}

/** What changed, in Spanish ('Rol cambiado de Operador a Administrador'). */
export function teamChangeWhat(change: TeamChange): string {
  switch (change.kind) {
    case 'team:invited':
      return text.invited(roleText(change.to));
    case 'team:invitation:revoked':
      return text.invitationRevoked;
    case 'team:joined':
      return text.joined(roleText(change.to));
    case 'team:role:changed':
      return text.roleChanged(roleText(change.from), roleText(change.to));
    case 'team:deactivated':
      return text.deactivated;
    case 'team:reactivated':
      return text.reactivated;
    case 'team:password_reset:created':
      return text.resetCreated;
    case 'team:password_reset:used':
      return text.resetUsed;
    case 'store:created':
      return text.storeCreated;
  }
}

/** Who did it and when, on the store's clock ('Ana Pérez · 01/03/2025, 09:30'). */
export const teamChangeWhoWhen = (change: TeamChange, timeZone: string | undefined): string =>
  text.by(change.actor.name, formatDateTimeIn(change.at, timeZone));
