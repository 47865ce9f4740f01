import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { visits } from '../../db/schema';
import { notFound } from '../../plugins/http-errors';

export async function visitOf(db: Db, condoId: number, id: number): Promise<typeof visits.$inferSelect> {
  const [visit] = await db
    .select()
    .from(visits)
    .where(and(eq(visits.condoId, condoId), eq(visits.id, id)));
  if (!visit) throw notFound('Visit not found');
  return visit;
}

export function reportedVisitToWire(row: typeof visits.$inferSelect) {
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
