import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { residents, residentVehicles, unitImports, units } from '../../db/schema';
import type { UnitRow } from './csv';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
/** Natural order: `2` before `10`, `#02-1` before `#02-10`; exact text breaks ties. */
export const naturalCompare = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

interface Floor {
  floor: string;
  units_count: number;
  units: { id: number; unit: string }[];
}

/** The condo's units as blocks → floors → units, each level in natural order, with the counts the table shows. */
export async function unitTree(db: Db, condoId: number) {
  const rows = await db
    .select({ id: units.id, block: units.block, floor: units.floor, unit: units.unit })
    .from(units)
    .where(eq(units.condoId, condoId));
  const blocks = new Map<string, Map<string, Floor>>();
  for (const row of rows) {
    let floors = blocks.get(row.block);
    if (!floors) {
      floors = new Map();
      blocks.set(row.block, floors);
    }
    let floor = floors.get(row.floor);
    if (!floor) {
      floor = { floor: row.floor, units_count: 0, units: [] };
      floors.set(row.floor, floor);
    }
    floor.units.push({ id: row.id, unit: row.unit });
    floor.units_count++;
  }
  return [...blocks.entries()]
    .sort(([a], [b]) => naturalCompare(a, b))
    .map(([block, floorMap]) => {
      const floors = [...floorMap.values()].sort((a, b) => naturalCompare(a.floor, b.floor));
      for (const floor of floors) floor.units.sort((a, b) => naturalCompare(a.unit, b.unit));
      return {
        block,
        floors_count: floors.length,
        units_count: floors.reduce((sum, floor) => sum + floor.units_count, 0),
        floors,
      };
    });
}

/** The units of one floor with their residents (by name) and each resident's registered number plates. */
export async function floorResidents(db: Db, condoId: number, block: string, floor: string) {
  const rows = await db
    .select({
      id: units.id,
      unit: units.unit,
      residentId: residents.id,
      name: residents.name,
      plates: sql<
        string[]
      >`coalesce((SELECT array_agg(${residentVehicles.numberPlate} ORDER BY ${residentVehicles.numberPlate})
        FROM ${residentVehicles} WHERE ${residentVehicles.residentId} = ${residents.id}), '{}')`,
    })
    .from(units)
    .leftJoin(residents, and(eq(residents.unitId, units.id), eq(residents.condoId, condoId)))
    .where(and(eq(units.condoId, condoId), eq(units.block, block), eq(units.floor, floor)));
  const byUnit = new Map<
    number,
    { id: number; unit: string; residents: { id: number; name: string; vehicles: string[] }[] }
  >();
  for (const row of rows) {
    let unit = byUnit.get(row.id);
    if (!unit) {
      unit = { id: row.id, unit: row.unit, residents: [] };
      byUnit.set(row.id, unit);
    }
    if (row.residentId !== null && row.name !== null)
      unit.residents.push({ id: row.residentId, name: row.name, vehicles: row.plates ?? [] });
  }
  const list = [...byUnit.values()].sort((a, b) => naturalCompare(a.unit, b.unit));
  for (const unit of list) unit.residents.sort((a, b) => naturalCompare(a.name, b.name));
  return list;
}

/** The file's rows as one parameter (a JSON array), so 20,000 units are one statement, not 60,000 parameters. */
const fileRows = (rows: UnitRow[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS file(block text, floor text, unit text)`;

/** What importing these rows would add: blocks and floors the condo lacks, and how many units it already has. */
export async function importCounts(db: Db, condoId: number, rows: UnitRow[]) {
  const [counts] = rowsOf<{ present: number; blocks_added: number; floors_added: number }>(
    await db.execute(sql`
      WITH file AS MATERIALIZED (SELECT block, floor, unit FROM ${fileRows(rows)})
      SELECT
        (SELECT count(*) FROM file f JOIN units u
           ON u.condo_id = ${condoId} AND u.block = f.block AND u.floor = f.floor AND u.unit = f.unit)::int AS present,
        (SELECT count(*) FROM (SELECT DISTINCT block FROM file) b
           WHERE NOT EXISTS (SELECT 1 FROM units u WHERE u.condo_id = ${condoId} AND u.block = b.block))::int
          AS blocks_added,
        (SELECT count(*) FROM (SELECT DISTINCT block, floor FROM file) p
           WHERE NOT EXISTS (SELECT 1 FROM units u
             WHERE u.condo_id = ${condoId} AND u.block = p.block AND u.floor = p.floor))::int AS floors_added`),
  );
  const present = Number(counts?.present ?? 0);
  return {
    rows: rows.length,
    blocks_added: Number(counts?.blocks_added ?? 0),
    floors_added: Number(counts?.floors_added ?? 0),
    units_added: rows.length - present,
    already_present: present,
  };
}

/** One multi-row insert; units the condo already has are skipped. */
export async function insertUnits(db: Db, condoId: number, rows: UnitRow[], now: Date) {
  await db.execute(sql`
    INSERT INTO units (condo_id, block, floor, unit, created_at)
    SELECT ${condoId}, block, floor, unit, ${now.toISOString()}::timestamptz FROM ${fileRows(rows)}
    ON CONFLICT (condo_id, block, floor, unit) DO NOTHING`);
}

export async function recordImport(db: Db, values: typeof unitImports.$inferInsert): Promise<void> {
  await db.insert(unitImports).values(values);
}
