import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { DAY_MS } from '../../db/time';
import { generateActivity } from './generate';

/** 8 weeks of activity ending now (the call logs cover the same). */
export const DEMO_ACTIVITY_DAYS = 56;
/** The condos the README, the demo users and the e2e tests name are lively; the others quieter (a shorter seed). */
const LIVELY = new Set(['marina-bay', 'orchid-gardens']);
export const DEMO_ACTIVITY_SEED = 12;

/** Condos with units and residents but no site activity yet (a new database, or a data folder made before it). */
async function condosWithoutActivity(db: Db) {
  return rowsOf<{ id: number; alias: string }>(
    await db.execute(sql`
      SELECT c.id, c.alias_name AS alias FROM condos c
      WHERE NOT EXISTS (SELECT 1 FROM vehicle_entries v WHERE v.condo_id = c.id)
        AND NOT EXISTS (SELECT 1 FROM employees e WHERE e.condo_id = c.id)
        AND EXISTS (SELECT 1 FROM residents r JOIN units u ON u.id = r.unit_id WHERE r.condo_id = c.id)
      ORDER BY c.id`),
  );
}

export async function hasNoDemoActivity(db: Db): Promise<boolean> {
  return (await condosWithoutActivity(db)).length > 0;
}

/** Each demo condo without activity gets its 8 weeks (issue #12), generated in the database. */
export async function seedDemoActivity(db: Db, now = new Date()): Promise<void> {
  const from = new Date(now.getTime() - (DEMO_ACTIVITY_DAYS - 1) * DAY_MS);
  for (const condo of await condosWithoutActivity(db)) {
    await generateActivity(db, {
      condoId: condo.id,
      from,
      now,
      rate: LIVELY.has(condo.alias) ? 1 : 0.1,
      trips: LIVELY.has(condo.alias) ? 1 : 0.15,
      seed: DEMO_ACTIVITY_SEED + condo.id,
      chunkDays: DEMO_ACTIVITY_DAYS,
    });
  }
}
