// The server holds the same matrix (api/src/access/role-permissions.ts); api's role-permissions.test.ts compares them.
import { assignableRoles, canAssignRole } from './assignable-roles';

describe('assignableRoles (spec part 2 §6)', () => {
  it('a super admin assigns every role, whatever their role group says', () => {
    expect(assignableRoles('Super Admin', true)).toBe('all');
    expect(assignableRoles('Viewer', true)).toBe('all');
  });

  it('Device Manager and Condo Manager assign Admin, User, Device Manager and Condo Manager', () => {
    for (const role of ['Device Manager', 'Condo Manager']) {
      expect(assignableRoles(role, false)).toEqual(['Admin', 'User', 'Device Manager', 'Condo Manager']);
    }
  });

  it('Admin assigns only User; every other role nothing', () => {
    expect(assignableRoles('Admin', false)).toEqual(['User']);
    for (const role of ['User', 'Viewer', 'All', 'Demo', 'Resident', undefined, null, '']) {
      expect(assignableRoles(role, false)).toEqual([]);
    }
  });

  it('canAssignRole answers for one role (and so whether a user of that role may be edited)', () => {
    expect(canAssignRole('Admin', false, 'User')).toBe(true);
    expect(canAssignRole('Admin', false, 'Condo Manager')).toBe(false);
    expect(canAssignRole('Condo Manager', false, 'Viewer')).toBe(false);
    expect(canAssignRole('User', true, 'Viewer')).toBe(true);
    expect(canAssignRole('Admin', false, undefined)).toBe(false);
  });
});
