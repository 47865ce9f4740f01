import { sql } from 'drizzle-orm';
import { rebuildActivityRollups, rollupsOff } from '../../db/activity-rollups';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { DAY_MS } from '../../db/time';

/**
 * The site-activity generator (issue #12): a condo's vehicle entries, visitors, invites, visits, alerts, resident
 * entries, employees with their entries and attendance, water readings and parking-chart slots, made inside the
 * database by `INSERT … SELECT generate_series` (no rows pass through Node). Every random choice is a hash of a
 * stable key (the day's epoch number and a row index) and the seed, mapped to [0, 1) — the same inputs give the same
 * rows on PGlite and PostgreSQL alike. Times are UTC clock times (day buckets are UTC days); nothing is after `now`,
 * nothing leaves before it came, and an overstay alert is raised exactly for the visits past their threshold
 * (spec part 3 §2.2: a visitor still in at midnight, a contractor after 6 PM, a delivery over 30 minutes, a
 * pickup/drop over 15).
 */
export interface ActivityOptions {
  condoId: number;
  /** First day generated (its UTC day); the last is `now`'s day. */
  from: Date;
  now: Date;
  /** Volume: 1 is a lively condo (~300 vehicle entries a day for ~200 residents); 0.25 a quiet one. */
  rate: number;
  /** Residents' car trips: 1 normal, 2 a busy site (an overnight stay nearly every day, often a midday one). */
  trips?: number;
  /** Overrides of the daily volumes `rate` sets. */
  volume?: Partial<ActivityVolume>;
  seed: number;
  /** Days per chunk of statements (smaller chunks keep PGlite's memory down on a year). */
  chunkDays?: number;
  /** Called after each chunk (the --scale loader prints it). */
  progress?: (done: number, total: number) => void;
}

export interface ActivityVolume {
  visitsPerDay: number;
  /** Unregistered cars, buses and lorries a day. */
  otherVehiclesPerDay: number;
  patrolPerDay: number;
  /** Chance a resident comes through a gate in each of two daily slots. */
  residentEntryChance: number;
  selfInviteChance: number;
}

export const ACTIVITY_ALERT_ALIASES = [
  'visitor.overstay',
  'contractor.overstay',
  'delivery.overstay',
  'pickupdrop.overstay',
  'parking.unauthorized',
  'special_vehicle.entry',
  'heavy_vehicle.entry',
  'virtual-patrol.occupant',
  'camera.disconnected',
] as const;

const FIRST = [
  'Aarav', 'Aditi', 'Ahmad', 'Aisyah', 'Amir', 'Ananya', 'Arjun', 'Benjamin', 'Chloe', 'Daniel', 'Deepa', 'Emily',
  'Ethan', 'Farah', 'Farhan', 'Gabriel', 'Hannah', 'Hui Min', 'Ishaan', 'Jasmine', 'Jia Hui', 'Jun Wei', 'Kabir',
  'Kavya', 'Kai Xin', 'Li Ting', 'Lucas', 'Meera', 'Mei Ling', 'Muhammad', 'Nadia', 'Nikhil', 'Olivia', 'Priya',
  'Rahul', 'Rohan', 'Ryan', 'Samuel', 'Sarah', 'Siti', 'Sophia', 'Suresh', 'Vikram', 'Wei Jie', 'Xin Yi', 'Zara',
]; // biome-ignore format: a word list
const LAST = [
  'Abdullah', 'Bose', 'Chan', 'Chen', 'Chong', 'Das', 'Goh', 'Gupta', 'Hassan', 'Ho', 'Ibrahim', 'Iyer', 'Koh',
  'Kumar', 'Lee', 'Lim', 'Low', 'Menon', 'Nair', 'Ng', 'Ong', 'Patel', 'Pillai', 'Rahman', 'Rao', 'Seah', 'Sharma',
  'Singh', 'Tan', 'Teo', 'Toh', 'Wong', 'Yap', 'Yeo',
]; // biome-ignore format: a word list

const lit = (value: string | null) => (value == null ? 'NULL' : `'${value.replaceAll("'", "''")}'`);
const arr = (values: readonly string[]) => `ARRAY[${values.map(lit).join(',')}]::text[]`;
const ts = (date: Date) => `'${date.toISOString()}'::timestamptz`;

interface Device {
  id: number;
  name: string;
  kind: string;
  device_type: string;
  status: string;
}

export interface ActivityCounts {
  [table: string]: number;
}

/** Generates the condo's activity from `from`'s day to `now`. Runs in its own transaction (a savepoint inside one). */
export async function generateActivity(db: Db, options: ActivityOptions): Promise<void> {
  await db.transaction(async (tx) => generate(tx as unknown as Db, options));
}

async function generate(db: Db, o: ActivityOptions): Promise<void> {
  const run = async (text: string) => {
    const t = Date.now();
    const result = await db.execute(sql.raw(text));
    if (process.env.ACTIVITY_SEED_PROFILE) console.log(Date.now() - t, text.replace(/\s+/g, ' ').slice(0, 70));
    return result;
  };
  const C = Math.trunc(o.condoId);
  const S = Math.trunc(o.seed) * 1_000_003;
  /** A uniform [0, 1) from a key expression and a salt. */
  const u = (key: string, salt: number) =>
    `((hashint8extended((${key})::int8, ${S + salt * 104_729}) & 2147483647)::float8 / 2147483648.0)`;
  const pick = (values: readonly string[], key: string, salt: number) =>
    `(${arr(values)})[1 + floor(${u(key, salt)} * ${values.length})::int]`;
  const nameOf = (key: string, salt: number) => `${pick(FIRST, key, salt)} || ' ' || ${pick(LAST, key, salt + 1)}`;
  const letter = (key: string, salt: number) => `chr(65 + floor(${u(key, salt)} * 26)::int)`;
  const N = ts(o.now);
  const fromDay = Date.UTC(o.from.getUTCFullYear(), o.from.getUTCMonth(), o.from.getUTCDate());
  const days = Math.floor((o.now.getTime() - fromDay) / DAY_MS) + 1;
  const T0 = ts(new Date(fromDay));
  const rate = o.rate;
  const trips = o.trips ?? 1;
  const vol = {
    visitsPerDay: 60 * rate,
    otherVehiclesPerDay: 20 * rate,
    patrolPerDay: 6 * rate,
    residentEntryChance: 0.35 * rate,
    selfInviteChance: 0.02 * rate,
    ...o.volume,
  };
  await run(`SET LOCAL TIME ZONE 'UTC'`);
  // These statements are long and estimated costly, so PostgreSQL would JIT-compile each one: seconds per statement,
  // more than running it.
  await run('SET LOCAL jit = off');
  // The rows reference only what the statements join to, so when allowed (a superuser: PGlite, the test and bench
  // servers) the per-row foreign-key triggers are skipped for the load, which is several times faster.
  const [{ su = false } = {}] = rowsOf<{ su: boolean }>(
    await run(`SELECT current_setting('is_superuser') = 'on' AS su`),
  );
  if (su) await run(`SET LOCAL session_replication_role = replica`);
  // One recount at the end instead of the roll-up triggers per statement (they are skipped as replica anyway).
  await rollupsOff(db);

  const devices = rowsOf<Device>(
    await run(`SELECT id, name, kind, device_type, status FROM devices WHERE condo_id = ${C} ORDER BY id`),
  );
  const active = devices.filter((d) => d.status === 'active');
  const byType = (...types: string[]) => active.find((d) => types.includes(d.device_type)) ?? active[0] ?? null;
  const devId = (d: Device | null) => (d ? String(d.id) : 'NULL');
  const devName = (d: Device | null) => lit(d?.name ?? null);
  const residentCam = byType('resident_entry_cam');
  const visitorCam = byType('visitor_entry_cam');
  const vms = byType('vms');
  const handVms = byType('hand_vms');
  const kiosk = byType('kiosk', 'vms');
  const vizitins = active.filter((d) => d.kind === 'vizitin');
  const gates = vizitins.length ? vizitins : active.slice(0, 1);
  const cameras = active.filter((d) => d.kind === 'camera');
  const alertCams = cameras.filter((d) => d.device_type === 'alert_cam');
  const patrolCams = alertCams.length ? alertCams : cameras;
  const staffCam = byType('internal_cam');
  const staffGate = vizitins.at(-1) ?? gates[0] ?? null;
  const devArrays = (list: Device[]) => ({
    ids: `ARRAY[${list.map((d) => d.id).join(',') || 'NULL'}]::int[]`,
    names: arr(list.length ? list.map((d) => d.name) : ['']),
    n: Math.max(1, list.length),
  });
  const gateArr = devArrays(gates);
  const camArr = devArrays(cameras);
  const patrolArr = devArrays(patrolCams);

  const types = new Map(
    rowsOf<{ id: number; alias_name: string }>(
      await run(`SELECT id, alias_name FROM alert_types WHERE condo_id = ${C}`),
    ).map((row) => [row.alias_name, row.id]),
  );
  const typeId = (alias: string) => (types.has(alias) ? String(types.get(alias)) : 'NULL');

  await run('DROP TABLE IF EXISTS g_res, g_plate, g_vis, g_emp, g_days, g_visit, g_other');
  await run(`CREATE TEMP TABLE g_res AS
    SELECT row_number() OVER (ORDER BY r.id)::int AS n, r.id, r.name, r.phone, u.id AS unit_id, u.block,
      u.unit AS unit_number
    FROM residents r JOIN units u ON u.id = r.unit_id AND u.condo_id = r.condo_id
    WHERE r.condo_id = ${C} AND r.status = 'active'`);
  await run('ANALYZE g_res');
  const [{ n: NR = 0 } = {}] = rowsOf<{ n: number }>(await run('SELECT count(*)::int AS n FROM g_res'));
  if (!NR) {
    await run('DROP TABLE IF EXISTS g_res');
    return;
  }

  // Residents' vehicles: most have one or two plates (`S?? 1234X`, the number unique in the condo).
  await run(`INSERT INTO resident_vehicles (condo_id, resident_id, number_plate, vehicle_type, created_at)
    SELECT ${C}, r.id,
      'S' || chr(66 + floor(${u('r.n * 4 + k', 1)} * 8)::int) || ${letter('r.n * 4 + k', 2)} || ' '
        || (1000 + r.n * 2 + k)::text || ${letter('r.n * 4 + k', 3)},
      CASE WHEN ${u('r.n * 4 + k', 4)} < 0.08 THEN 'motorcycle' WHEN ${u('r.n * 4 + k', 4)} < 0.12 THEN 'van'
        ELSE 'car' END,
      ${T0} - interval '90 days'
    FROM g_res r CROSS JOIN generate_series(1, 2) AS k
    WHERE k <= CASE WHEN ${u('r.n', 5)} < 0.12 THEN 0 WHEN ${u('r.n', 5)} < 0.72 THEN 1 ELSE 2 END
    ORDER BY r.n, k
    ON CONFLICT (condo_id, number_plate) DO NOTHING`);
  await run(`CREATE TEMP TABLE g_plate AS
    SELECT row_number() OVER (ORDER BY v.id)::int AS n, v.resident_id, v.number_plate, v.vehicle_type, r.block,
      r.unit_number, r.name, r.phone
    FROM resident_vehicles v JOIN g_res r ON r.id = v.resident_id WHERE v.condo_id = ${C}`);

  // Regular visitors: a pool that keeps coming back, each with a fixed type, host and (most) a car.
  const RV = Math.max(20, Math.min(3000, Math.round(NR / 4)));
  await run(`CREATE TEMP TABLE g_vis AS
    SELECT i, '8' || lpad(((i::int8 * 7919) % 10000000)::text, 7, '0') AS phone, ${nameOf('i', 10)} AS name,
      CASE WHEN ${u('i', 12)} < 0.5 THEN 'Guest' WHEN ${u('i', 12)} < 0.75 THEN 'Delivery'
        WHEN ${u('i', 12)} < 0.9 THEN 'Contractor' ELSE 'Pickup/Drop' END AS visitor_type,
      1 + floor(${u('i', 13)} * ${NR})::int AS host, ${u('i', 14)} AS car
    FROM generate_series(1, ${RV}) AS i`);
  await run(`ALTER TABLE g_vis ADD COLUMN number_plate text, ADD COLUMN vehicle_type text`);
  await run(`UPDATE g_vis SET
    number_plate = CASE WHEN car < (CASE visitor_type WHEN 'Guest' THEN 0.55 WHEN 'Delivery' THEN 0.4
        WHEN 'Contractor' THEN 0.8 ELSE 0.85 END)
      THEN CASE WHEN visitor_type = 'Contractor' AND car < 0.3 THEN 'GB' ELSE 'SK' END || ${letter('i', 15)} || ' '
        || (1000 + i)::text || ${letter('i', 16)} END,
    vehicle_type = CASE WHEN visitor_type = 'Contractor' AND car < 0.3 THEN 'lorry'
      WHEN visitor_type IN ('Contractor', 'Delivery') THEN 'van' ELSE 'car' END`);
  await run('ANALYZE g_plate, g_vis');
  await run(`INSERT INTO visitors (condo_id, name, phone, visitor_type, number_plate, created_at)
    SELECT ${C}, name, phone, visitor_type, number_plate, ${T0} - interval '60 days' FROM g_vis ORDER BY i
    ON CONFLICT (condo_id, phone) DO NOTHING`);

  // Employees (15–25 over the six types, phones unique), the meters and the parking chart's slots: once.
  const E = 15 + Math.floor(((o.seed * 7919) % 1000) / 100);
  await run(`INSERT INTO employees (condo_id, name, phone, employee_type, access_card_registered, status, created_at)
    SELECT ${C}, ${nameOf('i', 20)}, '6' || lpad(((i::int8 * 7919 + ${C % 1000} * 104729) % 10000000)::text, 7, '0'),
      CASE WHEN i <= 6 THEN 'security' WHEN i <= 9 THEN 'cleaner' WHEN i <= 11 THEN 'gardener'
        WHEN i <= 12 THEN 'landscape' WHEN i <= ${E - 2} THEN 'Ma Staff' ELSE 'contractor' END,
      ${u('i', 21)} < 0.7, 'active', ${T0} - interval '200 days'
    FROM generate_series(1, ${E}) AS i ORDER BY i`);
  await run(`CREATE TEMP TABLE g_emp AS
    SELECT row_number() OVER (ORDER BY id)::int AS i, id, employee_type FROM employees WHERE condo_id = ${C}`);
  await run(`INSERT INTO water_meters (condo_id, name, serial_number)
    VALUES (${C}, 'Small Meter', 'WM-S-${String(C).padStart(5, '0')}'), (${C}, 'Big Meter', 'WM-B-${String(C).padStart(5, '0')}')
    ON CONFLICT (condo_id, name) DO NOTHING`);
  await run(`INSERT INTO vehicle_entry_offsets (condo_id, from_time, "offset")
    SELECT ${C}, lpad(h::text, 2, '0') || ':00', 0 FROM generate_series(0, 23) AS h
    ON CONFLICT (condo_id, from_time) DO NOTHING`);

  const chunk = Math.max(1, o.chunkDays ?? 28);
  for (let d0 = 0; d0 < days; d0 += chunk) {
    const d1 = Math.min(days, d0 + chunk);
    await run('DROP TABLE IF EXISTS g_days, g_visit, g_other');
    await run(`CREATE TEMP TABLE g_days AS
      SELECT ${T0} + d * interval '24 hours' AS day, (${Math.floor(fromDay / DAY_MS)} + d)::int8 AS ed,
        extract(isodow FROM (${T0} + d * interval '24 hours') AT TIME ZONE 'UTC')::int AS dow
      FROM generate_series(${d0}, ${d1 - 1}) AS d`);

    // Visits: about 60 a day at rate 1, more at weekends; 55% from the regulars (skewed: some come very often).
    await run(`CREATE TEMP TABLE g_visit AS
      WITH raw AS (
        SELECT g.day, g.ed, g.ed * 100000 + i AS k
        FROM g_days g CROSS JOIN LATERAL generate_series(1,
          floor(${vol.visitsPerDay} * (CASE WHEN g.dow >= 6 THEN 1.25 ELSE 1 END) * (0.8 + 0.4 * ${u('g.ed', 30)}))::int) AS i),
      who AS (
        SELECT raw.*, CASE WHEN ${u('k', 31)} < 0.55 THEN 1 + floor(power(${u('k', 32)}, 2) * ${RV})::int END AS reg,
          (k * 104729) % 10000000 AS p
        FROM raw),
      typed AS (
        SELECT w.day, w.k, w.reg, v.i AS vis_i,
          coalesce(v.phone, '9' || lpad(w.p::text, 7, '0')) AS phone,
          coalesce(v.visitor_type, CASE WHEN ${u('w.p', 33)} < 0.5 THEN 'Guest' WHEN ${u('w.p', 33)} < 0.78 THEN 'Delivery'
            WHEN ${u('w.p', 33)} < 0.88 THEN 'Contractor' ELSE 'Pickup/Drop' END) AS visitor_type,
          coalesce(v.host, 1 + floor(power(${u('w.k', 34)}, 1.5) * ${NR})::int) AS host,
          CASE WHEN v.i IS NOT NULL THEN v.number_plate
            WHEN ${u('w.p', 35)} < 0.5 THEN 'SJ' || ${letter('w.p', 36)} || ' ' || (1000 + w.p % 9000)::text || ${letter('w.p', 37)}
          END AS number_plate,
          coalesce(v.vehicle_type, CASE WHEN ${u('w.p', 38)} < 0.15 THEN 'lorry' ELSE 'car' END) AS vehicle_type,
          ${nameOf('w.p', 39)} AS one_off_name,
          ${u('w.k', 40)} AS ut, ${u('w.k', 41)} AS ud, ${u('w.k', 42)} AS uo, floor(${u('w.k', 43)} * 60)::int AS sec
        FROM who w LEFT JOIN g_vis v ON v.i = w.reg),
      timed AS (
        SELECT t.*,
          CASE t.visitor_type WHEN 'Guest' THEN 600 + floor(ut * 660) WHEN 'Delivery' THEN 480 + floor(ut * 720)
            WHEN 'Contractor' THEN 480 + floor(ut * 180) ELSE 420 + floor(ut * 900) END::int AS start_min,
          uo < CASE t.visitor_type WHEN 'Guest' THEN 0.05 WHEN 'Contractor' THEN 0.06 ELSE 0.08 END AS over
        FROM typed t),
      spans AS (
        SELECT t.*,
          CASE t.visitor_type
            WHEN 'Guest' THEN CASE WHEN over THEN 1445 + floor(ud * 180)::int - start_min
              ELSE least(30 + floor(ud * 210)::int, 1425 - start_min) END
            WHEN 'Delivery' THEN CASE WHEN over THEN 31 + floor(ud * 60)::int ELSE 3 + floor(ud * 24)::int END
            WHEN 'Contractor' THEN CASE WHEN over THEN 1085 + floor(ud * 145)::int ELSE 960 + floor(ud * 115)::int END
              - start_min
            ELSE CASE WHEN over THEN 16 + floor(ud * 30)::int ELSE 2 + floor(ud * 12)::int END
          END AS minutes
        FROM timed t)
      SELECT nextval(pg_get_serial_sequence('visits', 'id')) AS id, s.day, s.k, s.reg, s.phone, s.visitor_type,
        s.number_plate, CASE WHEN s.number_plate IS NULL THEN NULL ELSE s.vehicle_type END AS vehicle_type,
        s.one_off_name, r.id AS resident_id, r.name AS resident_name, r.unit_id, r.unit_number, r.block,
        CASE WHEN ${u('s.k', 44)} < 0.35 THEN 'invite' WHEN ${u('s.k', 44)} < 0.7 THEN 'kiosk'
          WHEN ${u('s.k', 44)} < 0.9 THEN 'guard_house' ELSE 'intercom' END AS mode_of_entry,
        s.day + make_interval(mins => s.start_min, secs => s.sec) AS in_time,
        s.day + make_interval(mins => s.start_min + s.minutes, secs => s.sec) AS out_raw
      FROM spans s JOIN g_res r ON r.n = s.host
      WHERE s.day + make_interval(mins => s.start_min, secs => s.sec) <= ${N}`);
    await run(`ALTER TABLE g_visit ADD COLUMN invite_id int8, ADD COLUMN ve_id int8, ADD COLUMN lane text,
      ADD COLUMN out_time timestamptz, ADD COLUMN threshold timestamptz`);
    await run(`UPDATE g_visit SET
      out_time = CASE WHEN out_raw <= ${N} THEN out_raw END,
      invite_id = CASE WHEN mode_of_entry = 'invite' THEN nextval(pg_get_serial_sequence('invites', 'id')) END,
      ve_id = CASE WHEN number_plate IS NOT NULL THEN nextval(pg_get_serial_sequence('vehicle_entries', 'id')) END,
      lane = CASE WHEN ${u('k', 45)} < 0.06 THEN 'resident' ELSE 'visitor' END,
      threshold = CASE visitor_type WHEN 'Guest' THEN day + interval '24 hours' WHEN 'Contractor' THEN day + interval '18 hours'
        WHEN 'Delivery' THEN in_time + interval '30 minutes' ELSE in_time + interval '15 minutes' END`);
    await run(`INSERT INTO visitors (condo_id, name, phone, visitor_type, number_plate, created_at)
      SELECT DISTINCT ON (phone) ${C}, one_off_name, phone, visitor_type, number_plate, in_time
      FROM g_visit WHERE reg IS NULL ORDER BY phone, k
      ON CONFLICT (condo_id, phone) DO NOTHING`);
    await run(`ALTER TABLE g_visit ADD COLUMN visitor_id int, ADD COLUMN visitor_name text`);
    await run('ANALYZE g_visit');
    await run(`UPDATE g_visit g SET visitor_id = v.id, visitor_name = v.name
      FROM visitors v WHERE v.condo_id = ${C} AND v.phone = g.phone`);

    await run(`INSERT INTO invites (id, condo_id, resident_id, resident_name, unit_id, unit_number, block, visitor_id,
        visitor_name, visitor_phone, visitor_type, number_plate, self_invite, valid_from, valid_to, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT invite_id, ${C}, resident_id, resident_name, unit_id, unit_number, block, visitor_id, visitor_name, phone,
        visitor_type, number_plate, false, date_trunc('hour', in_time) - interval '1 hour',
        date_trunc('hour', in_time) + interval '1 hour' * (3 + floor(${u('k', 46)} * 20)),
        in_time - interval '1 minute' * (20 + floor(${u('k', 47)} * 2000))
      FROM g_visit WHERE invite_id IS NOT NULL ORDER BY invite_id`);
    // Self invites: residents letting their own (second, borrowed…) car in.
    await run(`INSERT INTO invites (condo_id, resident_id, resident_name, unit_id, unit_number, block, visitor_name,
        visitor_phone, visitor_type, number_plate, self_invite, valid_from, valid_to, created_at)
      SELECT ${C}, r.id, r.name, r.unit_id, r.unit_number, r.block, r.name, r.phone, 'Guest', p.number_plate, true,
        g.day + interval '8 hours', g.day + interval '23 hours',
        g.day + interval '1 minute' * (360 + floor(${u('g.ed * 100000 + p.n', 48)} * 120))
      FROM g_days g CROSS JOIN g_plate p JOIN g_res r ON r.id = p.resident_id
      WHERE ${u('g.ed * 100000 + p.n', 49)} < ${vol.selfInviteChance}
        AND g.day + interval '1 minute' * (360 + floor(${u('g.ed * 100000 + p.n', 48)} * 120)) <= ${N}
      ORDER BY g.day, p.n`);
    await run(`INSERT INTO visits (id, condo_id, visitor_id, visitor_name, visitor_phone, visitor_type, invite_id,
        resident_id, unit_id, unit_number, block, purpose, mode_of_entry, number_plate, device_id, device_name, in_time,
        out_time)
      OVERRIDING SYSTEM VALUE
      SELECT id, ${C}, visitor_id, visitor_name, phone, visitor_type, invite_id, resident_id, unit_id, unit_number, block,
        CASE visitor_type WHEN 'Guest' THEN ${pick(['Family visit', 'Friends', 'Dinner', 'Birthday'], 'k', 50)}
          WHEN 'Delivery' THEN ${pick(['Parcel', 'Food delivery', 'Groceries'], 'k', 51)}
          WHEN 'Contractor' THEN ${pick(['Renovation', 'Aircon servicing', 'Plumbing', 'Electrical'], 'k', 52)}
          ELSE ${pick(['Pick up', 'Drop off'], 'k', 53)} END,
        mode_of_entry, number_plate,
        CASE mode_of_entry WHEN 'invite' THEN ${devId(vms)} WHEN 'kiosk' THEN ${devId(kiosk)}
          WHEN 'guard_house' THEN ${devId(handVms)} ELSE (${gateArr.ids})[1 + k % ${gateArr.n}] END,
        CASE mode_of_entry WHEN 'invite' THEN ${devName(vms)} WHEN 'kiosk' THEN ${devName(kiosk)}
          WHEN 'guard_house' THEN ${devName(handVms)} ELSE (${gateArr.names})[1 + k % ${gateArr.n}] END,
        in_time, out_time
      FROM g_visit ORDER BY id`);
    // Visitors' vehicles, linked to their visits; a few drive into the resident lane.
    await run(`INSERT INTO vehicle_entries (id, condo_id, number_plate, entry_type, registered, lane, vehicle_type,
        visit_id, visitor_name, visitor_phone, block, unit_number, device_id, device_name, in_time, out_time)
      OVERRIDING SYSTEM VALUE
      SELECT ve_id, ${C}, number_plate, 'visitor', mode_of_entry = 'invite', lane, vehicle_type, id, visitor_name, phone,
        block, unit_number,
        CASE lane WHEN 'resident' THEN ${devId(residentCam)} ELSE ${devId(visitorCam)} END,
        CASE lane WHEN 'resident' THEN ${devName(residentCam)} ELSE ${devName(visitorCam)} END,
        in_time - interval '1 minute', CASE WHEN out_raw + interval '2 minutes' <= ${N} THEN out_raw + interval '2 minutes' END
      FROM g_visit WHERE ve_id IS NOT NULL ORDER BY ve_id`);

    // Residents' cars: in most evenings (out the next morning), sometimes home at midday too.
    await run(`INSERT INTO vehicle_entries (condo_id, number_plate, entry_type, registered, lane, vehicle_type,
        resident_id, block, unit_number, device_id, device_name, in_time, out_time)
      SELECT ${C}, number_plate, 'resident', true, 'resident', vehicle_type, resident_id, block, unit_number,
        ${devId(residentCam)}, ${devName(residentCam)}, in_time, CASE WHEN out_raw <= ${N} THEN out_raw END
      FROM (
        SELECT p.*, g.ed,
          CASE s WHEN 1 THEN g.day + interval '1 minute' * (CASE WHEN g.dow >= 6 THEN 990 ELSE 1020 END
              + floor(${u('g.ed * 1000000 + p.n', 60)} * 240))
            ELSE g.day + interval '1 minute' * (660 + floor(${u('g.ed * 1000000 + p.n', 61)} * 120)) END AS in_time,
          CASE s WHEN 1 THEN g.day + interval '1 minute' * (1830 + floor(${u('g.ed * 1000000 + p.n', 62)} * 240))
            ELSE g.day + interval '1 minute' * (840 + floor(${u('g.ed * 1000000 + p.n', 63)} * 150)) END AS out_raw
        FROM g_days g CROSS JOIN g_plate p CROSS JOIN generate_series(1, 2) AS s
        WHERE ${u('g.ed * 2000000 + p.n * 2 + s', 64)} <
          least(0.95, ${trips} * CASE WHEN s = 2 THEN 0.2 WHEN g.dow >= 6 THEN 0.55 ELSE 0.75 END)
      ) x
      WHERE in_time <= ${N}
      ORDER BY in_time`);

    // Other vehicles: unregistered plates (a few come back often), buses and lorries.
    await run(`CREATE TEMP TABLE g_other AS
      WITH raw AS (
        SELECT g.day, g.ed * 100000 + i AS k, i, CASE WHEN i % 10 < 6 THEN 'unregistered' WHEN i % 10 < 8 THEN 'bus'
          ELSE 'lorry' END AS kind
        FROM g_days g CROSS JOIN LATERAL generate_series(1,
          floor(${vol.otherVehiclesPerDay} * (0.7 + 0.6 * ${u('g.ed', 70)}))::int) AS i)
      SELECT nextval(pg_get_serial_sequence('vehicle_entries', 'id')) AS id, k, kind,
        CASE kind WHEN 'unregistered' THEN 'SL' || chr(65 + (k % 7)::int) || ' '
            || (100 + floor(power(${u('k', 71)}, 3) * 400))::int::text || 'Z'
          WHEN 'bus' THEN 'PC ' || (200 + floor(${u('k', 72)} * 12))::int::text || 'B'
          ELSE 'GB' || chr(65 + floor(${u('k', 73)} * 6)::int) || ' ' || (5000 + floor(${u('k', 74)} * 40))::int::text || 'L'
        END AS number_plate,
        CASE kind WHEN 'unregistered' THEN CASE WHEN ${u('k', 75)} < 0.55 THEN 'resident' ELSE 'visitor' END
          ELSE 'visitor' END AS lane,
        day + interval '1 second' * floor((6 + ${u('k', 76)} * 17) * 3600) AS in_time,
        day + interval '1 second' * floor((6 + ${u('k', 76)} * 17) * 3600 + 300 + ${u('k', 77)} * 7200) AS out_raw
      FROM raw
      WHERE day + interval '1 second' * floor((6 + ${u('k', 76)} * 17) * 3600) <= ${N}`);
    await run('ANALYZE g_other');
    await run(`INSERT INTO vehicle_entries (id, condo_id, number_plate, entry_type, registered, lane, vehicle_type,
        device_id, device_name, in_time, out_time)
      OVERRIDING SYSTEM VALUE
      SELECT id, ${C}, number_plate, 'visitor', kind <> 'unregistered', lane,
        CASE kind WHEN 'unregistered' THEN CASE WHEN k % 5 = 0 THEN 'motorcycle' ELSE 'car' END ELSE kind END,
        CASE lane WHEN 'resident' THEN ${devId(residentCam)} ELSE ${devId(visitorCam)} END,
        CASE lane WHEN 'resident' THEN ${devName(residentCam)} ELSE ${devName(visitorCam)} END,
        in_time, CASE WHEN out_raw <= ${N} THEN out_raw END
      FROM g_other ORDER BY id`);

    // Alerts. Most are resolved after a while; the recent ones (and a few old ones) are still Raised.
    const remarks = pick(
      ['Checked by the guard', 'Owner informed', 'Vehicle moved', 'Visitor left', 'False alarm'],
      'ak',
      80,
    );
    const alertCols = `condo_id, alert_type_id, status, from_time, to_time, description, remarks, comments, device_id,
      device_name, vehicle_entry_id, visit_id, number_plate, block, unit_number, visitor_name, visitor_phone`;
    const finish = (select: string) => `INSERT INTO alerts (${alertCols})
      SELECT ${C}, type_id, CASE WHEN to_time IS NULL THEN 'Raised' ELSE 'Resolved' END, from_time, to_time, description,
        CASE WHEN to_time IS NOT NULL AND ${u('ak', 81)} < 0.3 THEN ${remarks} END,
        CASE WHEN ${u('ak', 82)} < 0.15 THEN jsonb_build_array(jsonb_build_object('remarks', 'Guard on the way'))
          ELSE '[]'::jsonb END,
        device_id, device_name, vehicle_entry_id, visit_id, number_plate, block, unit_number, visitor_name, visitor_phone
      FROM (${select}) a WHERE type_id IS NOT NULL AND from_time <= ${N} ORDER BY from_time`;
    const resolvedAt = (from: string, key: string, salt: number, maxMinutes: number) =>
      `CASE WHEN ${u(key, salt)} >= 0.03 AND ${from} + interval '1 minute' * (2 + floor(${u(key, salt + 1)} * ${maxMinutes})) <= ${N}
        THEN ${from} + interval '1 minute' * (2 + floor(${u(key, salt + 1)} * ${maxMinutes})) END`;
    // Overstays: exactly the visits past their threshold; resolved when the visitor left.
    await run(
      finish(`SELECT k AS ak, CASE visitor_type WHEN 'Guest' THEN ${typeId('visitor.overstay')}
          WHEN 'Contractor' THEN ${typeId('contractor.overstay')} WHEN 'Delivery' THEN ${typeId('delivery.overstay')}
          ELSE ${typeId('pickupdrop.overstay')} END AS type_id,
        threshold AS from_time, out_time AS to_time,
        visitor_type || ' ' || visitor_name || ' overstayed at ' || block || ' ' || unit_number AS description,
        ${devId(visitorCam)} AS device_id, ${devName(visitorCam)} AS device_name, ve_id AS vehicle_entry_id,
        id AS visit_id, number_plate, block, unit_number, visitor_name, phone AS visitor_phone
      FROM g_visit WHERE coalesce(out_time, ${N}) > threshold`),
    );
    await run(
      finish(`SELECT k AS ak, CASE kind WHEN 'unregistered' THEN ${typeId('parking.unauthorized')}
          WHEN 'bus' THEN ${typeId('special_vehicle.entry')} ELSE ${typeId('heavy_vehicle.entry')} END AS type_id,
        in_time AS from_time, ${resolvedAt('in_time', 'k', 83, 180)} AS to_time,
        CASE kind WHEN 'unregistered' THEN 'Unregistered vehicle ' || number_plate || ' in the resident lane'
          WHEN 'bus' THEN 'Special vehicle ' || number_plate || ' entered' ELSE 'Heavy vehicle ' || number_plate || ' entered' END
          AS description,
        CASE lane WHEN 'resident' THEN ${devId(residentCam)} ELSE ${devId(visitorCam)} END AS device_id,
        CASE lane WHEN 'resident' THEN ${devName(residentCam)} ELSE ${devName(visitorCam)} END AS device_name,
        id AS vehicle_entry_id, NULL::int AS visit_id, number_plate, NULL AS block, NULL AS unit_number,
        NULL AS visitor_name, NULL AS visitor_phone
      FROM g_other WHERE kind <> 'unregistered' OR lane = 'resident'`),
    );
    // Contractors' lorries are heavy vehicles too.
    await run(
      finish(`SELECT k AS ak, ${typeId('heavy_vehicle.entry')} AS type_id, in_time - interval '1 minute' AS from_time,
        ${resolvedAt('in_time', 'k', 85, 120)} AS to_time, 'Heavy vehicle ' || number_plate || ' entered' AS description,
        ${devId(visitorCam)} AS device_id, ${devName(visitorCam)} AS device_name, ve_id AS vehicle_entry_id, id AS visit_id,
        number_plate, block, unit_number, visitor_name, phone AS visitor_phone
      FROM g_visit WHERE vehicle_type = 'lorry'`),
    );
    // Virtual patrol and disconnected cameras, by device.
    await run(
      finish(`SELECT ak, ${typeId('virtual-patrol.occupant')} AS type_id, from_time,
        ${resolvedAt('from_time', 'ak', 87, 60)} AS to_time, 'Someone seen at ' || device_name || ' during the patrol' AS description,
        device_id, device_name, NULL::int8 AS vehicle_entry_id, NULL::int AS visit_id, NULL AS number_plate, NULL AS block,
        NULL AS unit_number, NULL AS visitor_name, NULL AS visitor_phone
      FROM (SELECT g.ed * 100000 + i AS ak,
          g.day + interval '1 second' * floor(${u('g.ed * 100000 + i', 89)} * 86400) AS from_time,
          (${patrolArr.ids})[1 + i % ${patrolArr.n}] AS device_id, (${patrolArr.names})[1 + i % ${patrolArr.n}] AS device_name
        FROM g_days g CROSS JOIN LATERAL generate_series(1, floor(${vol.patrolPerDay} * (0.5 + ${u('g.ed', 90)}))::int) AS i) p`),
    );
    await run(
      finish(`SELECT ak, ${typeId('camera.disconnected')} AS type_id, from_time,
        ${resolvedAt('from_time', 'ak', 91, 240)} AS to_time, 'Camera ' || device_name || ' disconnected' AS description,
        device_id, device_name, NULL::int8 AS vehicle_entry_id, NULL::int AS visit_id, NULL AS number_plate, NULL AS block,
        NULL AS unit_number, NULL AS visitor_name, NULL AS visitor_phone
      FROM (SELECT g.ed * 1000 + c AS ak,
          g.day + interval '1 second' * floor(${u('g.ed * 1000 + c', 93)} * 86400) AS from_time,
          (${camArr.ids})[c] AS device_id, (${camArr.names})[c] AS device_name
        FROM g_days g CROSS JOIN generate_series(1, ${camArr.n}) AS c
        WHERE ${u('g.ed * 1000 + c', 94)} < 0.06 * (1 + c % 3)) d WHERE device_id IS NOT NULL`),
    );

    // Residents at the gates: each keeps to one way in (face, card or QR) most of the time.
    await run(`INSERT INTO resident_entries (condo_id, resident_id, resident_name, resident_phone, unit_number,
        entry_mode, device_id, device_name, entry_time)
      SELECT ${C}, id, name, phone, unit_number, mode, (${gateArr.ids})[1 + (n + e) % ${gateArr.n}],
        (${gateArr.names})[1 + (n + e) % ${gateArr.n}], entry_time
      FROM (
        SELECT r.*, e,
          CASE WHEN ${u('g.ed * 100000 + r.n * 2 + e', 100)} < 0.85
            THEN CASE WHEN ${u('r.n', 101)} < 0.55 THEN 'FACE' WHEN ${u('r.n', 101)} < 0.85 THEN 'RFID' ELSE 'SMART_QR' END
            ELSE (ARRAY['FACE','RFID','SMART_QR'])[1 + floor(${u('g.ed * 100000 + r.n * 2 + e', 102)} * 3)::int] END AS mode,
          g.day + interval '1 second' * floor((6 + ${u('g.ed * 100000 + r.n * 2 + e', 103)} * 17) * 3600) AS entry_time
        FROM g_days g CROSS JOIN g_res r CROSS JOIN generate_series(1, 2) AS e
        WHERE ${u('g.ed * 100000 + r.n * 2 + e', 104)} < ${vol.residentEntryChance} * (1 + 0.3 * ${u('r.n', 105)})
      ) x
      WHERE entry_time <= ${N}
      ORDER BY entry_time`);

    // Staff: security every day (two on nights), the others on weekdays and some Saturdays; some days absent.
    await run(`INSERT INTO employee_entries (condo_id, employee_id, source, device_id, in_time, out_time)
      SELECT ${C}, id, CASE WHEN ${u('key', 110)} < 0.8 THEN 'device' ELSE 'camera' END,
        CASE WHEN ${u('key', 110)} < 0.8 THEN ${devId(staffGate)} ELSE ${devId(staffCam)} END,
        in_time, CASE WHEN out_raw <= ${N} THEN out_raw END
      FROM (
        SELECT e.id, g.ed * 1000 + e.i AS key, part,
          CASE WHEN night THEN g.day + interval '1 minute' * (1140 + floor(${u('g.ed * 1000 + e.i', 111)} * 30))
            WHEN part = 2 THEN g.day + interval '1 minute' * (780 + floor(${u('g.ed * 1000 + e.i', 112)} * 30))
            ELSE g.day + interval '1 minute' * (420 + floor(${u('g.ed * 1000 + e.i', 113)} * 90)) END AS in_time,
          CASE WHEN night THEN g.day + interval '1 minute' * (1860 + floor(${u('g.ed * 1000 + e.i', 114)} * 30))
            WHEN part = 1 AND split THEN g.day + interval '1 minute' * (720 + floor(${u('g.ed * 1000 + e.i', 115)} * 30))
            ELSE g.day + interval '1 minute' * (960 + floor(${u('g.ed * 1000 + e.i', 116)} * 180)) END AS out_raw
        FROM g_days g CROSS JOIN (SELECT *, employee_type = 'security' AND i IN (5, 6) AS night FROM g_emp) e
        CROSS JOIN LATERAL (SELECT ${u('g.ed * 1000 + e.i', 117)} < 0.2 AND NOT e.night AS split) sp
        CROSS JOIN generate_series(1, 2) AS part
        WHERE (part = 1 OR sp.split)
          AND ${u('g.ed * 1000 + e.i', 118)} < CASE WHEN e.employee_type = 'security' THEN 0.95
            WHEN g.dow = 7 THEN 0 WHEN g.dow = 6 THEN 0.45 ELSE 0.9 END
      ) x
      WHERE in_time <= ${N}
      ORDER BY in_time`);
    await run(`INSERT INTO attendance_entries (condo_id, employee_id, day, in_time, out_time)
      SELECT ${C}, employee_id, (in_time AT TIME ZONE 'UTC')::date, min(in_time),
        CASE WHEN bool_and(out_time IS NOT NULL) THEN max(out_time) END
      FROM employee_entries
      WHERE condo_id = ${C} AND in_time >= ${T0} + interval '${d0} days' AND in_time < ${T0} + interval '${d1} days'
      GROUP BY employee_id, (in_time AT TIME ZONE 'UTC')::date
      ORDER BY 3, 2`);

    // Water: every 30 minutes, mornings and evenings busy; the Small Meter leaks at night for the last three weeks.
    const leakFrom = ts(new Date(o.now.getTime() - 21 * DAY_MS));
    await run(`INSERT INTO water_meter_readings (condo_id, water_meter_id, reading_at, consumption)
      SELECT ${C}, m.id, t, round((
        CASE WHEN extract(hour FROM t AT TIME ZONE 'UTC') < 6 THEN 0.02 WHEN extract(hour FROM t AT TIME ZONE 'UTC') < 9 THEN 0.35
          WHEN extract(hour FROM t AT TIME ZONE 'UTC') < 17 THEN 0.15 WHEN extract(hour FROM t AT TIME ZONE 'UTC') < 22 THEN 0.3 ELSE 0.08 END
        * CASE m.name WHEN 'Big Meter' THEN 6 ELSE 1 END
        * (0.8 + 0.4 * ${u('extract(epoch FROM t)::int8 + m.id', 120)})
        + CASE WHEN m.name = 'Small Meter' AND t >= ${leakFrom} THEN 0.12 ELSE 0 END)::numeric, 3)
      FROM water_meters m
      CROSS JOIN generate_series(${T0} + interval '${d0} days', ${T0} + interval '${d1} days' - interval '30 minutes',
        interval '30 minutes') AS t
      WHERE m.condo_id = ${C} AND t + interval '30 minutes' <= ${N}
      ORDER BY t, m.id
      ON CONFLICT (water_meter_id, reading_at) DO NOTHING`);
    o.progress?.(d1, days);
  }
  await run('DROP TABLE IF EXISTS g_res, g_plate, g_vis, g_emp, g_days, g_visit, g_other');
  await rebuildActivityRollups(db, C);
}

/** Rows per activity table for a condo (the tests and the --scale loader print them). */
export async function activityCounts(db: Db, condoId: number): Promise<ActivityCounts> {
  const tables = [
    'resident_vehicles',
    'visitors',
    'invites',
    'visits',
    'vehicle_entries',
    'alerts',
    'resident_entries',
    'employees',
    'employee_entries',
    'attendance_entries',
    'water_meters',
    'water_meter_readings',
    'vehicle_entry_offsets',
  ];
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(
      sql.raw(
        `SELECT ${tables
          .map((t) => `(SELECT count(*)::int FROM ${t} WHERE condo_id = ${Math.trunc(condoId)}) AS ${t}`)
          .join(', ')}`,
      ),
    ),
  );
  return { ...row };
}
