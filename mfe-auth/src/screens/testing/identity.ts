// Test data for the identity screens' component tests; the fake API and the render helper are the shared kit's
// (`@condo/shared/testing`).
import type { AdminUser, AlertUser, Bot, CondoUser, Profile, RoleGroup } from '@condo/shared';

export const USER_ROLE_GROUPS: RoleGroup[] = [
  'Admin',
  'Condo Manager',
  'Device Manager',
  'Viewer',
  'User',
  'Demo',
  'All',
  'Resident',
].map((name, index) => ({ id: index + 2, name, type: 'UserRoleGroup' }));
export const BOT_ROLE_GROUPS: RoleGroup[] = ['LNPR-Bot', 'Alert-Bot', 'VMS-Bot'].map((name, index) => ({
  id: index + 20,
  name,
  type: 'BotRoleGroup',
}));
export const roleGroup = (name: string) => {
  const group = [...USER_ROLE_GROUPS, ...BOT_ROLE_GROUPS].find((candidate) => candidate.name === name);
  if (!group) throw new Error(`no role group ${name}`);
  return { id: group.id, name: group.name };
};

export function profileOf(role: string, isSuperAdmin = false): Profile {
  return {
    id: 1,
    email: 'me@demo.test',
    first_name: 'Me',
    slack_username: null,
    role_group: role === 'Super Admin' ? { id: 1, name: role } : roleGroup(role),
    is_super_admin: isSuperAdmin,
  };
}

export function userFixture(overrides: Partial<CondoUser> = {}): CondoUser {
  return {
    id: 11,
    first_name: 'Mei Ling',
    last_name: 'Tan',
    email: 'meiling.tan@demo.test',
    phone: '91234567',
    country_code: 65,
    status: 'active',
    role_group: roleGroup('User'),
    read_only: false,
    last_login: null,
    ...overrides,
  };
}

export function botFixture(overrides: Partial<Bot> = {}): Bot {
  return {
    id: 31,
    name: 'Gate LNPR bot',
    status: 'active',
    role_group: roleGroup('LNPR-Bot'),
    read_only: false,
    last_login: null,
    last_active_at: null,
    ...overrides,
  };
}

export function adminUserFixture(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 7,
    email: 'rahul@demo.test',
    slack_username: 'rahul.menon',
    last_login: '2026-11-20T08:00:00Z',
    condos: [
      { id: 1, name: 'Marina Bay Residences', alias_name: 'marina-bay' },
      { id: 2, name: 'Orchid Gardens', alias_name: 'orchid-gardens' },
    ],
    ...overrides,
  };
}

export function alertUserFixture(overrides: Partial<AlertUser> = {}): AlertUser {
  return {
    id: 41,
    first_name: 'Arjun',
    last_name: 'Nair',
    email: 'arjun.nair@demo.test',
    phone: '98765432',
    country_code: 65,
    status: 'active',
    last_login: null,
    condo_ids: [1],
    ...overrides,
  };
}
