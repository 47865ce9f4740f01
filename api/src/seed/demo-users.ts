/** The console's demo accounts (README). Each may also sign in at POST /login with DEMO_PASSWORD (auth/passwords.ts). */

export interface DemoUser {
  email: string;
  firstName: string;
  slackUsername: string;
  isSuperAdmin: boolean;
  /** alias name → role group; '*' = every condo. */
  memberships: Record<string, string>;
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@demo.condo',
    firstName: 'Aisha',
    slackUsername: 'aisha.rahman',
    isSuperAdmin: true,
    memberships: { '*': 'Super Admin' },
  },
  {
    email: 'manager@demo.condo',
    firstName: 'Rahul',
    slackUsername: 'rahul.menon',
    isSuperAdmin: false,
    memberships: { 'marina-bay': 'Condo Manager' },
  },
  {
    email: 'viewer@demo.condo',
    firstName: 'Mei Ling',
    slackUsername: 'meiling.tan',
    isSuperAdmin: false,
    memberships: { 'marina-bay': 'Viewer', 'orchid-gardens': 'Viewer' },
  },
  {
    // A condo's own administrator: assigns only the User role (spec part 2 §6).
    email: 'condo-admin@demo.condo',
    firstName: 'Farid',
    slackUsername: 'farid.hassan',
    isSuperAdmin: false,
    memberships: { 'marina-bay': 'Admin' },
  },
];
