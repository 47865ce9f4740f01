import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { residentVehicles, vehicleEntries, visits } from '../../db/schema';
import { DAY_MS } from '../../db/time';
import { notFound } from '../../plugins/http-errors';
import { residentWithUnit } from '../residents/queries';

/** A visit older than this is not the one a plate at the gate belongs to (it keeps the lookup on the in_time index). */
export const OPEN_VISIT_LOOKBACK_MS = DAY_MS;

/**
 * Who a plate at the gate belongs to: a resident's registered vehicle, else the visitor of an open visit with that
 * plate (checked in within the last day), else an unregistered visitor's vehicle.
 */
export async function classifyPlate(db: Db, condoId: number, plate: string, now: Date) {
  const [vehicle] = await db
    .select({ residentId: residentVehicles.residentId })
    .from(residentVehicles)
    .where(and(eq(residentVehicles.condoId, condoId), eq(residentVehicles.numberPlate, plate)));
  if (vehicle) {
    const resident = await residentWithUnit(db, condoId, vehicle.residentId);
    return {
      entryType: 'resident' as const,
      registered: true,
      residentId: vehicle.residentId,
      block: resident?.block ?? null,
      unitNumber: resident?.unitNumber ?? null,
    };
  }
  const [visit] = await db
    .select({
      id: visits.id,
      visitorName: visits.visitorName,
      visitorPhone: visits.visitorPhone,
      block: visits.block,
      unitNumber: visits.unitNumber,
    })
    .from(visits)
    .where(
      and(
        eq(visits.condoId, condoId),
        gte(visits.inTime, new Date(now.getTime() - OPEN_VISIT_LOOKBACK_MS)),
        eq(visits.numberPlate, plate),
        isNull(visits.outTime),
      ),
    )
    .orderBy(desc(visits.inTime))
    .limit(1);
  if (visit) {
    return {
      entryType: 'visitor' as const,
      registered: true,
      visitId: visit.id,
      visitorName: visit.visitorName,
      visitorPhone: visit.visitorPhone,
      block: visit.block,
      unitNumber: visit.unitNumber,
    };
  }
  return { entryType: 'visitor' as const, registered: false };
}

/** The plate's latest entry still inside (no out_time), on the (condo, plate, in_time) index. */
export async function openEntryOf(db: Db, condoId: number, plate: string) {
  const [entry] = await db
    .select({ id: vehicleEntries.id })
    .from(vehicleEntries)
    .where(
      and(eq(vehicleEntries.condoId, condoId), eq(vehicleEntries.numberPlate, plate), isNull(vehicleEntries.outTime)),
    )
    .orderBy(desc(vehicleEntries.inTime))
    .limit(1);
  if (!entry) throw notFound(`No vehicle ${plate} is inside`);
  return entry;
}

export function reportedEntryToWire(row: typeof vehicleEntries.$inferSelect) {
  return {
    id: row.id,
    number_plate: row.numberPlate,
    entry_type: row.entryType,
    registered: row.registered,
    lane: row.lane,
    vehicle_type: row.vehicleType,
    resident_id: row.residentId,
    visit_id: row.visitId,
    visitor_name: row.visitorName,
    visitor_phone: row.visitorPhone,
    block: row.block,
    unit_number: row.unitNumber,
    device_name: row.deviceName,
    in_time: row.inTime.toISOString(),
    out_time: row.outTime?.toISOString() ?? null,
  };
}
