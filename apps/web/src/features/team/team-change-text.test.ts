import type { TeamChange } from '@comanda/contract/team';
import { describe, expect, it } from 'vitest';
import { teamChangeWhat, teamChangeWhoWhen } from './team-change-text';

const change = (overrides: Partial<TeamChange>): TeamChange => ({
  seq: 1,
  at: '2025-03-01T12:30:00.000Z',
  kind: 'team:deactivated',
  power_id: '00000000-0000-4000-8000-000000000001',
  invitation_id: null,
  subject: 'Rita Moto',
  from: null,
  to: null,
  actor: { kind: 'user', user_id: '00000000-0000-4000-8000-000000000002', name: 'Ana Admin' },
  ...overrides,
});

describe('team change texts', () => {
  it('says a role change with the Spanish labels of both roles', () => {
    expect(teamChangeWhat(change({ kind: 'team:role:changed', from: 'operator', to: 'admin' }))).toBe(
      'Rol cambiado de Operador a Administrador',
    );
  });

  it('says joins, deactivations and resets in Spanish', () => {
    expect(teamChangeWhat(change({ kind: 'team:joined', to: 'delivery' }))).toBe('Se unió como Repartidor');
    expect(teamChangeWhat(change({ kind: 'team:deactivated' }))).toBe('Desactivado');
    expect(teamChangeWhat(change({ kind: 'team:password_reset:used' }))).toBe('Contraseña restablecida');
  });

  it('says who and when on the store’s clock', () => {
    expect(teamChangeWhoWhen(change({}), 'America/Argentina/Buenos_Aires')).toBe('Ana Admin · 01/03/2025, 09:30');
  });
});
