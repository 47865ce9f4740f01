import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type CallStatus, type CallType, callLogs, condos, devices, type GateOpen, residents } from '../db/schema';
import { DAY_MS, HOUR_MS } from '../db/time';
import { seededRandom } from './random';

/** ~8 weeks of calls, ending now. */
export const CALL_LOG_DAYS = 56;

export interface CallPerson {
  id: number;
  name: string;
  phone: string;
  unitNumber: string | null;
}
export interface CallDevice {
  id: number;
  name: string;
  macAddress: string;
}

/** How calls end, weighted: mostly answered, some missed, forwarded or declined. */
const OUTCOMES: { weight: number; status: CallStatus; gate: GateOpen | null; forwarded?: boolean }[] = [
  { weight: 40, status: 'answered', gate: 'accepted' },
  { weight: 8, status: 'answered', gate: 'declined' },
  { weight: 10, status: 'success', gate: 'accepted' },
  { weight: 3, status: 'success', gate: 'declined' },
  { weight: 5, status: 'busy', gate: 'accepted' },
  { weight: 4, status: 'busy', gate: 'requested', forwarded: true },
  { weight: 10, status: 'forwarded', gate: null, forwarded: true },
  { weight: 5, status: 'canceled', gate: null },
  { weight: 4, status: 'declined', gate: 'declined' },
  { weight: 3, status: 'failed', gate: 'requested' },
  { weight: 3, status: 'failed', gate: null, forwarded: true },
  { weight: 5, status: 'created', gate: null },
];
const TOTAL_WEIGHT = OUTCOMES.reduce((sum, outcome) => sum + outcome.weight, 0);
function outcomeAt(point: number) {
  let left = point;
  for (const outcome of OUTCOMES) {
    left -= outcome.weight;
    if (left < 0) return outcome;
  }
  return OUTCOMES[0];
}
const REASONS = ['No answer from the unit', 'Unit line busy', 'Resident away', 'Intercom unreachable'];
/** Calls per hour of the day (UTC+8 life, shifted): quiet nights, busy mornings and evenings. */
const HOURLY = [0, 0, 0, 0, 0, 1, 2, 4, 5, 3, 3, 3, 4, 3, 3, 3, 4, 5, 6, 5, 4, 3, 1, 0];

/**
 * The calls of one condo: a pure function of its id, residents, devices and `now`, so the same inputs give the same
 * rows on every machine (the tests check it).
 */
export function generateCallLogs(
  condoId: number,
  people: readonly CallPerson[],
  gates: readonly CallDevice[],
  now: Date,
): (typeof callLogs.$inferInsert)[] {
  if (!people.length || !gates.length) return [];
  const random = seededRandom(condoId * 104_729 + 31);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows: (typeof callLogs.$inferInsert)[] = [];
  for (let day = CALL_LOG_DAYS - 1; day >= 0; day--) {
    const dayStart = today - day * DAY_MS;
    const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
    for (let hour = 0; hour < 24; hour++) {
      const base = HOURLY[hour] ?? 0;
      // About a fifth of the hourly weight in calls, a little more at weekends.
      const calls = Math.floor(base * (weekend ? 0.3 : 0.22) + random.next());
      for (let n = 0; n < calls; n++) {
        const createdAt = new Date(dayStart + hour * HOUR_MS + random.int(0, 3_599) * 1000);
        if (createdAt > now) continue;
        const outcome = outcomeAt(random.next() * TOTAL_WEIGHT);
        const person = random.pick(people);
        const device = random.pick(gates);
        const forwarded = Boolean(outcome?.forwarded);
        rows.push({
          condoId,
          status: outcome?.status ?? 'answered',
          gateOpen: outcome?.gate ?? null,
          residentId: person.id,
          residentName: person.name,
          residentPhone: person.phone,
          forwardedCall: forwarded,
          forwardedTo: forwarded ? (random.chance(0.6) ? 'primary' : 'secondary') : null,
          unitNumber: person.unitNumber,
          callType: (random.chance(0.65) ? 'ivr' : 'video_call') as CallType,
          deviceId: device.id,
          deviceName: device.name,
          deviceMac: device.macAddress,
          forwardedReason: forwarded ? random.pick(REASONS) : null,
          createdAt,
        });
      }
    }
  }
  return rows;
}

export async function hasNoCallLogs(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(callLogs);
  return (row?.n ?? 0) === 0;
}

/** Every condo's calls from its residents at its vizitins and kiosks: one INSERT per condo. Not audited. */
export async function seedDemoCallLogs(db: Db, now = new Date()): Promise<void> {
  const condoRows = await db.select({ id: condos.id }).from(condos).orderBy(asc(condos.id));
  for (const condo of condoRows) {
    const people = await db
      .select({ id: residents.id, name: residents.name, phone: residents.phone, unitNumber: residents.unitNumber })
      .from(residents)
      .where(eq(residents.condoId, condo.id))
      .orderBy(asc(residents.id))
      .limit(80);
    const gates = await db
      .select({ id: devices.id, name: devices.name, macAddress: devices.macAddress })
      .from(devices)
      .where(and(eq(devices.condoId, condo.id), inArray(devices.kind, ['vizitin', 'kiosk'])))
      .orderBy(asc(devices.id));
    const rows = generateCallLogs(condo.id, people, gates, now);
    if (rows.length) await db.insert(callLogs).values(rows);
  }
}
