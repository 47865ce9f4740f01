import { assignableRoleGroups } from './assignable-groups';
import { assignableRoles } from './assignable-roles';

const USER_ROLE_GROUPS = ['Admin', 'Condo Manager', 'Device Manager', 'Viewer', 'User', 'Demo', 'All', 'Resident'].map(
  (name, index) => ({ id: index + 1, name }),
);
const offered = (role: string | null, superAdmin = false) =>
  assignableRoleGroups(USER_ROLE_GROUPS, role, superAdmin).map((group) => group.name);

describe('role groups offered to a user by role (spec part 2 §6)', () => {
  it('a super admin: every user role', () => {
    expect(assignableRoles('Super Admin', true)).toBe('all');
    expect(offered('Super Admin', true)).toEqual(USER_ROLE_GROUPS.map((group) => group.name));
    // The flag decides, whatever the role group in this condo is called.
    expect(offered('Viewer', true)).toHaveLength(USER_ROLE_GROUPS.length);
  });

  it('a profile of the spec (no is_super_admin flag): the role name Super Admin assigns every user role', () => {
    expect(offered('Super Admin', false)).toEqual(USER_ROLE_GROUPS.map((group) => group.name));
  });

  it.each(['Device Manager', 'Condo Manager'])('%s: Admin, User, Device Manager and Condo Manager', (role) => {
    expect(offered(role)).toEqual(['Admin', 'Condo Manager', 'Device Manager', 'User']);
  });

  it('an Admin: only User', () => {
    expect(offered('Admin')).toEqual(['User']);
  });

  it.each(['Viewer', 'User', 'Demo', 'All', 'Resident', 'LNPR-Bot', null])('%s: none', (role) => {
    expect(assignableRoles(role, false)).toEqual([]);
    expect(offered(role)).toEqual([]);
  });
});
