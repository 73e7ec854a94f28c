import type { RiderCandidate } from '@comanda/contract/orders';
import { describe, expect, it } from 'vitest';
import { firstRiderChoice, riderOptionGroups } from './rider-options';

const person = (id: string, first_name: string, role: RiderCandidate['role']): RiderCandidate => ({
  id,
  first_name,
  last_name: 'Paz',
  phone: null,
  email: null,
  role,
});

const admin = person('a', 'Ana', 'admin');
const noRole = person('n', 'Nico', 'initial');
const rider = person('r', 'Rita', 'delivery');

describe('riderOptionGroups', () => {
  it('puts the riders first, unmarked, and marks every other by its role', () => {
    expect(riderOptionGroups([admin, noRole, rider])).toEqual([
      { group: 'Repartidores', items: [{ value: 'r', label: 'Rita Paz' }] },
      {
        group: 'Otros del equipo',
        items: [
          { value: 'a', label: 'Ana Paz (Administrador)' },
          { value: 'n', label: 'Nico Paz (Sin rol)' },
        ],
      },
    ]);
  });

  it('leaves out an empty group', () => {
    expect(riderOptionGroups([admin]).map((group) => group.group)).toEqual(['Otros del equipo']);
    expect(riderOptionGroups([])).toEqual([]);
  });
});

describe('firstRiderChoice', () => {
  it('keeps the assigned candidate, else starts on the first rider, not on an admin listed before', () => {
    expect(firstRiderChoice([admin, rider], 'a')).toBe('a');
    expect(firstRiderChoice([admin, rider], undefined)).toBe('r');
    expect(firstRiderChoice([admin], 'gone')).toBe('a');
  });
});
