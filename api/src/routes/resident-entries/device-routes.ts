import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { residentEntries } from '../../db/schema';
import { addedRoute } from '../../plugins/additions';
import { Envelope, errorResponses } from '../../plugins/envelope';
import { notFound } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { DEVICE_NOTE, deviceWrite, deviceWriteSecurity, deviceWriteTags, reportingDevice } from '../device-writes';
import { residentWithUnit } from '../residents/queries';
import { ResidentEntryBody } from './device-schemas';

function residentEntryToWire(row: typeof residentEntries.$inferSelect) {
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

/** What the vizitins, kiosks and cameras at a gate report: a resident through it (routes/device-writes.ts). */
const residentEntryDeviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/resident_entries',
    {
      config: {
        ...deviceWrite('resident_entries', 'create'),
        foreignIds: { 'resident_entry.resident_id': 'resident' },
      },
      schema: {
        ...addedRoute('The spec has no device-facing calls: a gate device’s resident entry'),
        tags: deviceWriteTags,
        security: deviceWriteSecurity,
        summary: `A resident came through a gate by face, RFID card or smart QR.${DEVICE_NOTE}`,
        body: ResidentEntryBody,
        response: { 201: Envelope(Type.Ref('ReportedResidentEntry')), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { condo } = requireTenant(request);
      const body = request.body.resident_entry;
      const device = await reportingDevice(
        app.db,
        condo.id,
        body.mac_address,
        ['vizitin', 'kiosk', 'camera'],
        request.tenant?.bot?.id,
      );
      const resident = await residentWithUnit(app.db, condo.id, body.resident_id);
      if (!resident) throw notFound('Resident not found');
      const [row] = await app.db
        .insert(residentEntries)
        .values({
          condoId: condo.id,
          residentId: resident.id,
          residentName: resident.name,
          residentPhone: resident.phone,
          unitNumber: resident.unitNumber,
          entryMode: body.entry_mode,
          deviceId: device.id,
          deviceName: device.name,
          entryTime: app.now(),
        })
        .returning();
      return reply.code(201).send({ data: residentEntryToWire(row as NonNullable<typeof row>) });
    },
  );
};

export default residentEntryDeviceRoutes;
