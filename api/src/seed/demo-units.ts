import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { publicHolidays, units } from '../db/schema';
import { weekdayOf } from '../routes/public-holidays/dates';

/** The demo blocks, floors per block and units per floor of every condo. */
export const DEMO_UNITS = { blocks: ['A', 'B', 'C', 'D'], floors: 10, unitsPerFloor: 4 } as const;

/** Singapore's public holidays of 2026 (Ministry of Manpower), with the Mondays given in lieu of Sundays. */
export const SINGAPORE_HOLIDAYS_2026: [date: string, holiday: string][] = [
  ['2026-01-01', "New Year's Day"],
  ['2026-02-17', 'Chinese New Year'],
  ['2026-02-18', 'Chinese New Year'],
  ['2026-03-21', 'Hari Raya Puasa'],
  ['2026-04-03', 'Good Friday'],
  ['2026-05-01', 'Labour Day'],
  ['2026-05-27', 'Hari Raya Haji'],
  ['2026-05-31', 'Vesak Day'],
  ['2026-06-01', 'Vesak Day (in lieu)'],
  ['2026-08-09', 'National Day'],
  ['2026-08-10', 'National Day (in lieu)'],
  ['2026-11-08', 'Deepavali'],
  ['2026-11-09', 'Deepavali (in lieu)'],
  ['2026-12-25', 'Christmas Day'],
];
export const HOLIDAY_CONDO = 'marina-bay';

export async function hasNoUnits(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(units);
  return (row?.n ?? 0) === 0;
}

export async function hasNoPublicHolidays(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(publicHolidays);
  return (row?.n ?? 0) === 0;
}

/**
 * Every condo's units (blocks A–D, floors 1–10, units `#FF-01`…`#FF-04`), and its residents placed in them in
 * order, a few units holding two. Deterministic; one statement each.
 */
export async function seedDemoUnits(db: Db): Promise<void> {
  const blocks = `{${DEMO_UNITS.blocks.join(',')}}`;
  await db.execute(sql`
    INSERT INTO units (condo_id, block, floor, unit)
    SELECT c.id, b.block, f::text, '#' || lpad(f::text, 2, '0') || '-' || lpad(u::text, 2, '0')
    FROM condos c
    CROSS JOIN unnest(${blocks}::text[]) AS b(block)
    CROSS JOIN generate_series(1, ${DEMO_UNITS.floors}) AS f
    CROSS JOIN generate_series(1, ${DEMO_UNITS.unitsPerFloor}) AS u
    ORDER BY c.id, b.block, f, u`);
  await db.execute(sql`
    WITH placed AS (
      SELECT id, condo_id, row_number() OVER (PARTITION BY condo_id ORDER BY id) AS n FROM residents),
    numbered AS (
      SELECT id, condo_id, row_number() OVER (PARTITION BY condo_id ORDER BY id) AS n,
             count(*) OVER (PARTITION BY condo_id) AS total FROM units)
    UPDATE residents r SET unit_id = u.id
    FROM placed p JOIN numbered u ON u.condo_id = p.condo_id AND u.n = ((p.n - 1) % u.total) + 1
    WHERE r.id = p.id`);
}

/** Singapore's 2026 public holidays for the demo condo. */
export async function seedDemoPublicHolidays(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO public_holidays (condo_id, date, day, holiday)
    SELECT c.id, h.date::date, h.day, h.holiday
    FROM condos c, jsonb_to_recordset(${JSON.stringify(
      SINGAPORE_HOLIDAYS_2026.map(([date, holiday]) => ({
        date,
        holiday,
        day: weekdayOf(date),
      })),
    )}::jsonb) AS h(date text, day text, holiday text)
    WHERE c.alias_name = ${HOLIDAY_CONDO}`);
}
