import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { residents, units } from '../../db/schema';

/** A resident's unit: its number and block, from the unit when linked, else the resident's free text. */
export async function residentWithUnit(db: Db, condoId: number, residentId: number) {
  const [row] = await db
    .select({
      id: residents.id,
      name: residents.name,
      phone: residents.phone,
      unitNumber: residents.unitNumber,
      unit: units.unit,
      block: units.block,
    })
    .from(residents)
    .leftJoin(units, eq(units.id, residents.unitId))
    .where(and(eq(residents.condoId, condoId), eq(residents.id, residentId)));
  return row && { ...row, unitNumber: row.unit ?? row.unitNumber };
}

/** The first resident (by id) whose unit reads `unitNumber`: who a call to that unit went to. */
export async function residentOfUnit(db: Db, condoId: number, unitNumber: string) {
  const [row] = await db
    .select({ id: residents.id })
    .from(residents)
    .leftJoin(units, eq(units.id, residents.unitId))
    .where(and(eq(residents.condoId, condoId), or(eq(residents.unitNumber, unitNumber), eq(units.unit, unitNumber))))
    .orderBy(asc(residents.id))
    .limit(1);
  return row ? residentWithUnit(db, condoId, row.id) : undefined;
}
