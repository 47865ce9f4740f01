import { and, asc, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  type AlertStatus,
  alerts,
  alertTypes,
  type DeviceKind,
  devices,
  type residentEntries,
  residents,
  residentVehicles,
  units,
  vehicleEntries,
  visits,
} from '../../db/schema';
import { DAY_MS } from '../../db/time';
import { forbidden, notFound, unprocessable } from '../../plugins/http-errors';
import { normaliseMac } from '../devices/kinds';

/** A visit older than this is not the one a plate at the gate belongs to (it keeps the lookup on the in_time index). */
export const OPEN_VISIT_LOOKBACK_MS = DAY_MS;

const KIND_NOUNS: Record<DeviceKind, string> = { camera: 'a camera', kiosk: 'a kiosk', vizitin: 'a vizitin' };

/** Plates as cameras read them: upper case, no spaces (`sba 1234 a` → `SBA1234A`). */
export const normalisePlate = (plate: string) => plate.replace(/\s+/g, '').toUpperCase();

/**
 * The condo's device of one of `kinds` with that MAC address; 422 naming what it must be otherwise. A bot reports
 * only for its own devices (403 otherwise, as at the heartbeat); a console user with the action for any.
 */
export async function reportingDevice(db: Db, condoId: number, mac: string, kinds: DeviceKind[], botId?: number) {
  const address = normaliseMac(mac);
  const [device] = await db
    .select({
      id: devices.id,
      name: devices.name,
      kind: devices.kind,
      macAddress: devices.macAddress,
      botId: devices.botId,
    })
    .from(devices)
    .where(and(eq(devices.condoId, condoId), eq(devices.macAddress, address), inArray(devices.kind, kinds)));
  if (!device) {
    const nouns = kinds.map((kind) => KIND_NOUNS[kind]).join(' or ');
    throw unprocessable(`mac_address ${address} must be ${nouns} of this condo`, [
      `mac_address must be ${nouns} of this condo`,
    ]);
  }
  if (botId !== undefined && device.botId !== botId)
    throw forbidden(`The device ${address} is not assigned to this bot`);
  return device;
}

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

export type VehicleEntryRow = typeof vehicleEntries.$inferSelect;

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

export function vehicleEntryToWire(row: VehicleEntryRow) {
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

export type VisitRow = typeof visits.$inferSelect;

export async function visitOf(db: Db, condoId: number, id: number): Promise<VisitRow> {
  const [visit] = await db
    .select()
    .from(visits)
    .where(and(eq(visits.condoId, condoId), eq(visits.id, id)));
  if (!visit) throw notFound('Visit not found');
  return visit;
}

export function visitToWire(row: VisitRow) {
  return {
    id: row.id,
    visitor_id: row.visitorId,
    visitor_name: row.visitorName,
    visitor_phone: row.visitorPhone,
    visitor_type: row.visitorType,
    unit_id: row.unitId,
    unit_number: row.unitNumber,
    block: row.block,
    purpose: row.purpose,
    mode_of_entry: row.modeOfEntry,
    number_plate: row.numberPlate,
    device_name: row.deviceName,
    in_time: row.inTime.toISOString(),
    out_time: row.outTime?.toISOString() ?? null,
  };
}

/** The condo's active alert type with that alias; 422 otherwise. */
export async function alertTypeOf(db: Db, condoId: number, alias: string) {
  const [type] = await db
    .select({ id: alertTypes.id, name: alertTypes.name, aliasName: alertTypes.aliasName, status: alertTypes.status })
    .from(alertTypes)
    .where(and(eq(alertTypes.condoId, condoId), eq(alertTypes.aliasName, alias.trim())));
  if (!type) {
    throw unprocessable(`alert_type ${alias} must be the alias of an alert type of this condo`, [
      'alert_type must be the alias of an alert type of this condo',
    ]);
  }
  if (type.status !== 'active') throw unprocessable(`The alert type ${type.name} is inactive`);
  return type;
}

export type AlertRow = typeof alerts.$inferSelect;

export async function alertOf(db: Db, condoId: number, id: number) {
  const [row] = await db
    .select({ alert: alerts, type: { id: alertTypes.id, name: alertTypes.name, alias_name: alertTypes.aliasName } })
    .from(alerts)
    .innerJoin(alertTypes, eq(alertTypes.id, alerts.alertTypeId))
    .where(and(eq(alerts.condoId, condoId), eq(alerts.id, id)));
  if (!row) throw notFound('Alert not found');
  return row;
}

export function alertToWire(row: AlertRow, type: { id: number; name: string; alias_name: string }) {
  return {
    id: row.id,
    alert_type: type,
    status: row.status as AlertStatus,
    from_time: row.fromTime.toISOString(),
    to_time: row.toTime?.toISOString() ?? null,
    description: row.description,
    remarks: row.remarks,
    image_path: row.imagePath,
    device_name: row.deviceName,
    visit_id: row.visitId,
    vehicle_entry_id: row.vehicleEntryId,
    number_plate: row.numberPlate,
    block: row.block,
    unit_number: row.unitNumber,
    visitor_name: row.visitorName,
    visitor_phone: row.visitorPhone,
  };
}

export function residentEntryToWire(row: typeof residentEntries.$inferSelect) {
  return {
    id: row.id,
    resident_id: row.residentId,
    resident_name: row.residentName,
    resident_phone: row.residentPhone,
    unit_number: row.unitNumber,
    entry_mode: row.entryMode,
    device_name: row.deviceName,
    entry_time: row.entryTime.toISOString(),
  };
}
