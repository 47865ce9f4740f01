import { asc, count } from 'drizzle-orm';
import type { Db } from '../db/database';
import { condos, residents, suppressionLists } from '../db/schema';
import { DAY_MS } from '../db/time';
import { seededRandom } from './random';

const RESIDENTS_PER_CONDO = 200;
const SUPPRESSED_PER_CONDO = 15;

/** Numbers the e2e tests rely on in marina-bay: a resident to send to, and a resident who replied STOP. */
export const DEMO_SMS = {
  condo: 'marina-bay',
  resident: { phone: '91234567', name: 'Tan Wei Ming' },
  suppressed: { phone: '98765432', name: 'Priya Nair', reason: 'Replied STOP' },
} as const;

const FIRST = ['Wei Ming', 'Mei Ling', 'Siti', 'Rahul', 'Jia Hui', 'Priya', 'Daniel', 'Nur Aisyah', 'Arjun', 'Chloe'];
const MORE_FIRST = ['Hui Min', 'Farhan', 'Kavya', 'Marcus', 'Xin Yi', 'Hafiz', 'Rachel', 'Vikram', 'Li Na', 'Ethan'];
const LAST = ['Tan', 'Lim', 'Lee', 'Ng', 'Wong', 'Goh', 'Chua', 'Rahman', 'Menon', 'Sharma', 'Iyer', 'Koh', 'Teo'];
const REASONS = [
  'Replied STOP',
  'Replied STOP',
  'Carrier: number not in service',
  'Requested by resident',
  'Repeated delivery failures',
];

export async function hasNoResidents(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(residents);
  return (row?.n ?? 0) === 0;
}

/**
 * ~200 residents and ~15 suppressed numbers per condo, the same on every machine: one INSERT per table. Most
 * suppressed numbers are residents' (they replied STOP), a few are numbers nobody has any more.
 */
export async function seedDemoMessagingPeople(db: Db, now = new Date()): Promise<void> {
  const allCondos = await db.select({ id: condos.id, alias: condos.aliasName }).from(condos).orderBy(asc(condos.id));
  const people: (typeof residents.$inferInsert)[] = [];
  const suppressed: (typeof suppressionLists.$inferInsert)[] = [];
  for (const condo of allCondos) {
    const random = seededRandom(condo.id * 7919 + 17);
    const phones = new Set<string>();
    const newPhone = () => {
      for (;;) {
        const phone = `${random.pick(['8', '9'])}${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
        if (!phones.has(phone) && phone !== DEMO_SMS.resident.phone && phone !== DEMO_SMS.suppressed.phone) {
          phones.add(phone);
          return phone;
        }
      }
    };
    const condoPeople: (typeof residents.$inferInsert)[] = [];
    if (condo.alias === DEMO_SMS.condo) {
      for (const known of [DEMO_SMS.resident, DEMO_SMS.suppressed]) {
        condoPeople.push({ condoId: condo.id, name: known.name, phone: known.phone, unitNumber: '#12-01' });
      }
    }
    while (condoPeople.length < RESIDENTS_PER_CONDO) {
      const first = random.pick(random.chance(0.5) ? FIRST : MORE_FIRST);
      const last = random.pick(LAST);
      const unit = `#${String(random.int(2, 30)).padStart(2, '0')}-${String(random.int(1, 16)).padStart(2, '0')}`;
      condoPeople.push({
        condoId: condo.id,
        name: `${first} ${last}`,
        phone: newPhone(),
        unitNumber: unit,
        ...(random.chance(0.6)
          ? { email: `${first}.${last}.${condoPeople.length}@example.com`.toLowerCase().replaceAll(' ', '') }
          : {}),
        ...(random.chance(0.05) ? { status: 'inactive' } : {}),
        createdAt: new Date(now.getTime() - random.int(1, 700) * DAY_MS),
      });
    }
    people.push(...condoPeople);

    const entries: (typeof suppressionLists.$inferInsert)[] = [];
    if (condo.alias === DEMO_SMS.condo) {
      entries.push({
        condoId: condo.id,
        countryCode: 65,
        phone: DEMO_SMS.suppressed.phone,
        reason: DEMO_SMS.suppressed.reason,
        createdAt: new Date(now.getTime() - 3 * DAY_MS),
      });
    }
    const taken = new Set(entries.map((entry) => entry.phone));
    while (entries.length < SUPPRESSED_PER_CONDO) {
      const reason = random.pick(REASONS);
      const phone =
        reason.startsWith('Carrier') && random.chance(0.7)
          ? newPhone()
          : (random.pick(condoPeople.slice(2)).phone as string);
      if (taken.has(phone)) continue;
      taken.add(phone);
      entries.push({
        condoId: condo.id,
        countryCode: 65,
        phone,
        reason,
        createdAt: new Date(now.getTime() - random.int(4, 400) * DAY_MS - random.int(0, 86_399) * 1000),
      });
    }
    suppressed.push(...entries);
  }
  if (people.length) await db.insert(residents).values(people);
  if (suppressed.length) await db.insert(suppressionLists).values(suppressed);
}
