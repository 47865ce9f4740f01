import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';
import { DEMO_USERS } from './demo-users';

/**
 * Alert users (spec part 2 §3): people alerts go to. Marina Bay has twelve, four of whom also cover Orchid Gardens,
 * and Orchid Gardens has three of its own. Phones are Singapore numbers (country code 65).
 */
const ALERT_USERS: { first: string; last: string; phone: string; condos: string[]; inactive?: boolean }[] = [
  { first: 'Ahmad', last: 'Hassan', phone: '91230001', condos: ['marina-bay', 'orchid-gardens'] },
  { first: 'Chloe', last: 'Tan', phone: '91230002', condos: ['marina-bay'] },
  { first: 'Daniel', last: 'Lim', phone: '91230003', condos: ['marina-bay', 'orchid-gardens'] },
  { first: 'Deepa', last: 'Nair', phone: '91230004', condos: ['marina-bay'] },
  { first: 'Ethan', last: 'Goh', phone: '91230005', condos: ['marina-bay'] },
  { first: 'Farah', last: 'Ibrahim', phone: '91230006', condos: ['marina-bay'], inactive: true },
  { first: 'Hui Min', last: 'Chen', phone: '91230007', condos: ['marina-bay', 'orchid-gardens'] },
  { first: 'Kabir', last: 'Singh', phone: '91230008', condos: ['marina-bay'] },
  { first: 'Li Ting', last: 'Ong', phone: '91230009', condos: ['marina-bay'] },
  { first: 'Muhammad', last: 'Rahman', phone: '91230010', condos: ['marina-bay', 'orchid-gardens'] },
  { first: 'Priya', last: 'Menon', phone: '91230011', condos: ['marina-bay'] },
  { first: 'Wei Jie', last: 'Koh', phone: '91230012', condos: ['marina-bay'], inactive: true },
  { first: 'Jasmine', last: 'Yeo', phone: '91230013', condos: ['orchid-gardens'] },
  { first: 'Rohan', last: 'Pillai', phone: '91230014', condos: ['orchid-gardens'] },
  { first: 'Siti', last: 'Abdullah', phone: '91230015', condos: ['orchid-gardens'] },
];

const emailOf = (person: { first: string; last: string }) =>
  `${`${person.first}.${person.last}`.toLowerCase().replace(/[^a-z.]/g, '')}@alerts.demo`;

export async function hasNoAlertUsers(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ empty: boolean }>(
    await db.execute(sql`SELECT NOT EXISTS (SELECT 1 FROM alert_users) AS empty`),
  );
  return row?.empty === true;
}

/**
 * The identity area's demo data, once (while there are no alert users): the alert users, and the demo accounts
 * added after a data folder was made (condo-admin@demo.condo), with their memberships and the demo password.
 */
export async function seedDemoIdentity(db: Db): Promise<void> {
  await ensureDemoAccounts(db);
  const people = ALERT_USERS.map((person) => ({
    email: emailOf(person),
    first_name: person.first,
    last_name: person.last,
    phone: person.phone,
    status: person.inactive ? 'inactive' : 'active',
    condos: person.condos,
  }));
  const json = JSON.stringify(people);
  await db.execute(sql`
    INSERT INTO alert_users (email, first_name, last_name, phone, country_code, status)
    SELECT email, first_name, last_name, phone, 65, status
    FROM json_to_recordset(${json}::json) AS p(email text, first_name text, last_name text, phone text, status text)
    ON CONFLICT (email) DO NOTHING`);
  await db.execute(sql`
    INSERT INTO alert_user_condos (alert_user_id, condo_id)
    SELECT a.id, c.id
    FROM json_to_recordset(${json}::json) AS p(email text, condos text[])
    CROSS JOIN LATERAL unnest(p.condos) AS alias
    JOIN alert_users a ON a.email = p.email
    JOIN condos c ON c.alias_name = alias
    ON CONFLICT DO NOTHING`);
}

/**
 * Demo accounts missing from a demo database (a data folder made before they existed), with their memberships.
 * DEMO_USERS[0] is the demo super admin.
 */
async function ensureDemoAccounts(db: Db): Promise<void> {
  const existing = new Set(
    rowsOf<{ email: string }>(
      await db.execute(
        sql`SELECT email FROM admin_users WHERE email = ANY(${`{${DEMO_USERS.map((user) => user.email).join(',')}}`}::text[])`,
      ),
    ).map((row) => row.email),
  );
  const missing = DEMO_USERS.filter((user) => !existing.has(user.email));
  // Only into a demo database whose demo super admin is still there: an account someone removed on purpose (or a
  // database that never had the demo accounts) does not come back with the well-known password.
  if (!missing.length || !existing.has(DEMO_USERS[0]?.email as string)) return;
  for (const user of missing) {
    const memberships = JSON.stringify(Object.entries(user.memberships).map(([alias, group]) => ({ alias, group })));
    await db.execute(sql`
      WITH account AS (
        INSERT INTO admin_users (email, first_name, slack_username, is_super_admin, password_hash)
        VALUES (${user.email}, ${user.firstName}, ${user.slackUsername}, ${user.isSuperAdmin},
          ${await hashPassword(DEMO_PASSWORD)})
        RETURNING id)
      INSERT INTO condo_memberships (admin_user_id, condo_id, role_group_id)
      SELECT account.id, c.id, g.id
      FROM account, json_to_recordset(${memberships}::json) AS m(alias text, "group" text)
      JOIN condos c ON c.alias_name = m.alias OR m.alias = '*'
      JOIN role_groups g ON g.name = m."group"`);
  }
}
