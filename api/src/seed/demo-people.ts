import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notifications, userReports } from '../db/schema';
import type { NotificationType } from '../routes/notifications/kinds';
import type { ReportType } from '../routes/reports/kinds';
import { DEMO_USERS } from './demo-users';
import { seededRandom } from './random';

/** The condo the README and the e2e tests name; it gets the most people. */
const BIG_CONDO = 'marina-bay';
const PEOPLE = { big: 1500, other: 300 };

const FIRST_NAMES = [
  'Aarav',
  'Aditi',
  'Ahmad',
  'Aisyah',
  'Amir',
  'Ananya',
  'Arjun',
  'Benjamin',
  'Chloe',
  'Daniel',
  'Deepa',
  'Divya',
  'Emily',
  'Ethan',
  'Farah',
  'Farhan',
  'Gabriel',
  'Hannah',
  'Hui Min',
  'Ishaan',
  'Isabelle',
  'Jasmine',
  'Jia Hui',
  'Jun Wei',
  'Kabir',
  'Kavya',
  'Kai Xin',
  'Lakshmi',
  'Li Ting',
  'Lucas',
  'Meera',
  'Mei Ling',
  'Muhammad',
  'Nadia',
  'Nikhil',
  'Nur Aisyah',
  'Olivia',
  'Pooja',
  'Priya',
  'Rahul',
  'Rajesh',
  'Rohan',
  'Ryan',
  'Sakura',
  'Samuel',
  'Sanjay',
  'Sarah',
  'Shreya',
  'Siti',
  'Sophia',
  'Suresh',
  'Tanvi',
  'Vikram',
  'Wei Jie',
  'Xin Yi',
  'Yusuf',
  'Zara',
  'Zhi Hao',
];
const LAST_NAMES = [
  'Abdullah',
  'Bose',
  'Chan',
  'Chen',
  'Chong',
  'Das',
  'Fernandes',
  'Goh',
  'Gupta',
  'Hassan',
  'Ho',
  'Ibrahim',
  'Iyer',
  'Kapoor',
  'Koh',
  'Kumar',
  'Lee',
  'Lim',
  'Low',
  'Menon',
  'Mohamed',
  'Nair',
  'Ng',
  'Ong',
  'Patel',
  'Pillai',
  'Quek',
  'Rahman',
  'Rao',
  'Reddy',
  'Seah',
  'Sharma',
  'Singh',
  'Tan',
  'Teo',
  'Toh',
  'Verma',
  'Wong',
  'Yap',
  'Yeo',
];

const GROUPS: { name: string; type: NotificationType; inactive?: boolean }[] = [
  { name: 'Gate Camera Alerts', type: 'alert' },
  { name: 'Lost Connectivity Watch', type: 'alert' },
  { name: 'Fire and Emergency Team', type: 'emergency' },
  { name: 'Visitor Arrivals', type: 'visitor' },
  { name: 'Parcel Desk', type: 'parcel' },
  { name: 'Lift and Facility Works', type: 'maintenance' },
  { name: 'Management Committee', type: 'general' },
  { name: 'Night Shift Security (old)', type: 'emergency', inactive: true },
];

const REPORTS: { name: string; type: ReportType; inactive?: boolean }[] = [
  { name: 'Daily LNPR and VMS', type: 'lnpr_vms' },
  { name: 'Alert Summary', type: 'alert' },
  { name: 'Detailed Alerts for Security', type: 'detail_alert' },
  { name: 'Weekly Management Report', type: 'consolidated' },
  { name: 'Visitor Types Monthly', type: 'vms_visitor_type_report' },
  { name: 'Kiosk Usage (retired)', type: 'vms_device_report', inactive: true },
];

const emailPart = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** Condos whose only members are the demo accounts: the ones this seed fills. */
async function condosWithoutPeople(db: Db) {
  const demoEmails = DEMO_USERS.map((user) => user.email);
  const result = await db.execute<{ id: number; alias: string; country: number }>(sql`
    SELECT c.id, c.alias_name AS alias, c.default_country_code AS country FROM condos c
    WHERE NOT EXISTS (
      SELECT 1 FROM condo_memberships m JOIN admin_users u ON u.id = m.admin_user_id
      WHERE m.condo_id = c.id AND u.email <> ALL(${`{${demoEmails.join(',')}}`}::text[]))
    ORDER BY c.id`);
  return (result as unknown as { rows: { id: number; alias: string; country: number }[] }).rows;
}

/**
 * The condos' people (role group User; ~1,500 in Marina Bay, ~300 elsewhere) with their notification groups and
 * user reports. Fills only condos whose members are just the demo accounts, so it runs on a new database and on a
 * data folder made before the messaging area alike. One statement per table.
 */
export async function seedDemoPeople(db: Db): Promise<void> {
  const targets = await condosWithoutPeople(db);
  if (!targets.length) return;
  const people = targets.flatMap((condo) => {
    const random = seededRandom(condo.id * 104_729);
    const count = condo.alias === BIG_CONDO ? PEOPLE.big : PEOPLE.other;
    return Array.from({ length: count }, (_, index) => {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const digits = condo.country === 91 ? 9 : 7;
      return {
        alias: condo.alias,
        email: `${emailPart(first)}.${emailPart(last)}.${index + 1}@${condo.alias}.demo`,
        first_name: first,
        last_name: last,
        phone: `9${String(random.int(0, 10 ** digits - 1)).padStart(digits, '0')}`,
        country_code: condo.country,
        status: random.chance(0.04) ? 'inactive' : 'active',
        // About a quarter of the staff are on the operators' Slack (Admin users shows their names).
        slack_username: random.chance(0.25) ? `${emailPart(first)}.${emailPart(last)}${index + 1}` : null,
      };
    });
  });
  const json = JSON.stringify(people);
  await db.execute(sql`
    INSERT INTO admin_users (email, first_name, last_name, phone, country_code, status, slack_username)
    SELECT email, first_name, last_name, phone, country_code, status, slack_username
    FROM json_to_recordset(${json}::json)
      AS p(email text, first_name text, last_name text, phone text, country_code integer, status text,
        slack_username text)`);
  await db.execute(sql`
    INSERT INTO condo_memberships (admin_user_id, condo_id, role_group_id)
    SELECT u.id, c.id, g.id
    FROM json_to_recordset(${json}::json) AS p(email text, alias text)
    JOIN admin_users u ON u.email = p.email
    JOIN condos c ON c.alias_name = p.alias
    JOIN role_groups g ON g.name = 'User'`);

  const members = await db.execute<{ condo_id: number; ids: number[] }>(sql`
    SELECT m.condo_id, array_agg(m.admin_user_id ORDER BY u.first_name, u.id) AS ids
    FROM condo_memberships m JOIN admin_users u ON u.id = m.admin_user_id
    WHERE m.condo_id = ANY(${`{${targets.map((condo) => condo.id).join(',')}}`}::int[]) AND u.email LIKE '%.demo'
    GROUP BY m.condo_id`);
  const idsByCondo = new Map(
    (members as unknown as { rows: { condo_id: number; ids: number[] }[] }).rows.map((row) => [row.condo_id, row.ids]),
  );

  const groupValues = targets.flatMap((condo) => {
    const ids = idsByCondo.get(condo.id) ?? [];
    const random = seededRandom(condo.id * 7_901);
    const some = (min: number, max: number) => [
      ...new Set(Array.from({ length: random.int(min, max) }, () => random.pick(ids))),
    ];
    return GROUPS.map((group) => {
      const recipients = some(3, 8);
      return {
        condoId: condo.id,
        name: group.name,
        status: group.inactive ? 'inactive' : 'active',
        notificationType: group.type,
        smsUserIds: recipients.filter(() => random.chance(0.7)),
        whatsappUserIds: recipients.filter(() => random.chance(0.5)),
        mailUserIds: recipients.filter(() => random.chance(0.6)),
      };
    });
  });
  const reportValues = targets.flatMap((condo) => {
    const ids = idsByCondo.get(condo.id) ?? [];
    const random = seededRandom(condo.id * 6_007);
    return REPORTS.map((report) => ({
      condoId: condo.id,
      name: report.name,
      status: report.inactive ? 'inactive' : 'active',
      reportType: report.type,
      userIds: [...new Set(Array.from({ length: random.int(1, 5) }, () => random.pick(ids)))],
    }));
  });
  if (groupValues.length) await db.insert(notifications).values(groupValues);
  if (reportValues.length) await db.insert(userReports).values(reportValues);
}
