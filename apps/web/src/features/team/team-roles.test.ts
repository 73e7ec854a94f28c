import { describe, expect, it } from 'vitest';
import { canChangeMember, grantableRoles } from './team-roles';

describe('team roles', () => {
  it('an admin gives admin, operator, delivery or no role; a root also root', () => {
    expect(grantableRoles('admin')).toEqual(['admin', 'operator', 'delivery', 'initial']);
    expect(grantableRoles('root')).toEqual(['root', 'admin', 'operator', 'delivery', 'initial']);
  });

  it('an admin cannot change a root; a root can', () => {
    expect(canChangeMember('admin', 'root')).toBe(false);
    expect(canChangeMember('admin', 'delivery')).toBe(true);
    expect(canChangeMember('root', 'root')).toBe(true);
  });
});
