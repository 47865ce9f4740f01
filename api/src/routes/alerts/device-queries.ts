import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type AlertStatus, alerts, alertTypes } from '../../db/schema';
import { notFound, unprocessable } from '../../plugins/http-errors';

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

export async function alertOf(db: Db, condoId: number, id: number) {
  const [row] = await db
    .select({ alert: alerts, type: { id: alertTypes.id, name: alertTypes.name, alias_name: alertTypes.aliasName } })
    .from(alerts)
    .innerJoin(alertTypes, eq(alertTypes.id, alerts.alertTypeId))
    .where(and(eq(alerts.condoId, condoId), eq(alerts.id, id)));
  if (!row) throw notFound('Alert not found');
  return row;
}

export function reportedAlertToWire(
  row: typeof alerts.$inferSelect,
  type: { id: number; name: string; alias_name: string },
) {
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
