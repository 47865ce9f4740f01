import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { vehicleEntries } from '../../db/schema';
import { addedRoute } from '../../plugins/additions';
import { Envelope, errorResponses } from '../../plugins/envelope';
import { requireTenant } from '../../plugins/tenant';
import {
  DEVICE_NOTE,
  deviceWrite,
  deviceWriteSecurity,
  deviceWriteTags,
  normalisePlate,
  reportingDevice,
} from '../device-writes';
import { classifyPlate, openEntryOf, reportedEntryToWire } from './device-queries';
import { VehicleEntryBody, VehicleExitBody } from './device-schemas';

/** What the plate cameras report: a vehicle in, a vehicle out (routes/device-writes.ts). */
const vehicleDeviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/vehicle_entries',
    {
      config: deviceWrite('vehicle_entries', 'create'),
      schema: {
        ...addedRoute('The spec has no device-facing calls: a plate camera’s vehicle in'),
        tags: deviceWriteTags,
        security: deviceWriteSecurity,
        summary:
          'A plate camera saw a vehicle come in: a resident’s registered vehicle, a visitor’s with an open visit ' +
          `(linked, the visitor's name, phone and unit copied), or an unregistered one.${DEVICE_NOTE}`,
        body: VehicleEntryBody,
        response: { 201: Envelope(Type.Ref('ReportedVehicleEntry')), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { condo } = requireTenant(request);
      const body = request.body.vehicle_entry;
      const device = await reportingDevice(app.db, condo.id, body.mac_address, ['camera'], request.tenant?.bot?.id);
      const plate = normalisePlate(body.number_plate);
      const now = app.now();
      const whose = await classifyPlate(app.db, condo.id, plate, now);
      const [row] = await app.db
        .insert(vehicleEntries)
        .values({
          condoId: condo.id,
          numberPlate: plate,
          lane: body.lane,
          vehicleType: body.vehicle_type,
          deviceId: device.id,
          deviceName: device.name,
          inTime: now,
          ...whose,
        })
        .returning();
      return reply.code(201).send({ data: reportedEntryToWire(row as NonNullable<typeof row>) });
    },
  );

  app.put(
    '/api/v1/vehicle_entries/exit',
    {
      config: deviceWrite('vehicle_entries', 'update'),
      schema: {
        ...addedRoute('The spec has no device-facing calls: a plate camera’s vehicle out'),
        tags: deviceWriteTags,
        security: deviceWriteSecurity,
        summary: `A plate camera saw a vehicle go out: its open entry gets its out_time (404 when none is open).${DEVICE_NOTE}`,
        body: VehicleExitBody,
        response: { 200: Envelope(Type.Ref('ReportedVehicleEntry')), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const body = request.body.vehicle_entry;
      await reportingDevice(app.db, condo.id, body.mac_address, ['camera'], request.tenant?.bot?.id);
      const entry = await openEntryOf(app.db, condo.id, normalisePlate(body.number_plate));
      const [row] = await app.db
        .update(vehicleEntries)
        .set({ outTime: sql`greatest(${vehicleEntries.inTime}, ${app.now()})` })
        .where(eq(vehicleEntries.id, entry.id))
        .returning();
      return { data: reportedEntryToWire(row as NonNullable<typeof row>) };
    },
  );
};

export default vehicleDeviceRoutes;
