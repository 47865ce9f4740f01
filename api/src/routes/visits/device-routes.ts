import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { units, visitors, visits } from '../../db/schema';
import { addedRoute } from '../../plugins/additions';
import { Envelope, errorResponses } from '../../plugins/envelope';
import { unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import {
  DEVICE_NOTE,
  deviceWrite,
  deviceWriteSecurity,
  deviceWriteTags,
  normalisePlate,
  reportingDevice,
} from '../device-writes';
import { reportedVisitToWire, visitOf } from './device-queries';
import { IdParams, VisitBody } from './device-schemas';

/** What the kiosks and vizitins report: a visitor in and out (routes/device-writes.ts). */
const visitDeviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/visits',
    {
      config: { ...deviceWrite('visits', 'create'), foreignIds: { 'visit.unit_id': 'unit' } },
      schema: {
        ...addedRoute('The spec has no device-facing calls: a kiosk’s or vizitin’s check-in'),
        tags: deviceWriteTags,
        security: deviceWriteSecurity,
        summary:
          'A visitor checked in at a kiosk or vizitin: the visitor is found by phone (or added; name, type and ' +
          `plate kept up to date) and the visit starts now.${DEVICE_NOTE}`,
        body: VisitBody,
        response: { 201: Envelope(Type.Ref('ReportedVisit')), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { condo } = requireTenant(request);
      const body = request.body.visit;
      const device = await reportingDevice(
        app.db,
        condo.id,
        body.mac_address,
        ['kiosk', 'vizitin'],
        request.tenant?.bot?.id,
      );
      const [unit] = await app.db
        .select({ id: units.id, unit: units.unit, block: units.block })
        .from(units)
        .where(and(eq(units.condoId, condo.id), eq(units.id, body.unit_id)));
      if (!unit) throw unprocessable(`unit_id ${body.unit_id} must be a unit of this condo`);
      const plate = body.number_plate ? normalisePlate(body.number_plate) : null;
      const visitor = {
        name: body.visitor_name.trim(),
        phone: body.visitor_phone.trim(),
        visitorType: body.visitor_type,
      };
      const [saved] = await app.db
        .insert(visitors)
        .values({ condoId: condo.id, ...visitor, numberPlate: plate })
        .onConflictDoUpdate({
          target: [visitors.condoId, visitors.phone],
          set: { ...visitor, numberPlate: sql`coalesce(${plate}, ${visitors.numberPlate})` },
        })
        .returning({ id: visitors.id });
      const [row] = await app.db
        .insert(visits)
        .values({
          condoId: condo.id,
          visitorId: saved?.id ?? null,
          visitorName: visitor.name,
          visitorPhone: visitor.phone,
          visitorType: visitor.visitorType,
          unitId: unit.id,
          unitNumber: unit.unit,
          block: unit.block,
          purpose: body.purpose?.trim() || null,
          modeOfEntry: body.mode_of_entry,
          numberPlate: plate,
          deviceId: device.id,
          deviceName: device.name,
          inTime: app.now(),
        })
        .returning();
      return reply.code(201).send({ data: reportedVisitToWire(row as NonNullable<typeof row>) });
    },
  );

  app.put(
    '/api/v1/visits/:id/checkout',
    {
      config: deviceWrite('visits', 'update'),
      schema: {
        ...addedRoute('The spec has no device-facing calls: a visitor checks out'),
        tags: deviceWriteTags,
        security: deviceWriteSecurity,
        summary: `A visitor left: the visit's out_time is now (422 when already checked out).${DEVICE_NOTE}`,
        params: IdParams,
        response: { 200: Envelope(Type.Ref('ReportedVisit')), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const visit = await visitOf(app.db, condo.id, request.params.id);
      if (visit.outTime) throw unprocessable('This visit is already checked out');
      const [row] = await app.db
        .update(visits)
        .set({ outTime: sql`greatest(${visits.inTime}, ${app.now()})` })
        .where(eq(visits.id, visit.id))
        .returning();
      return { data: reportedVisitToWire(row as NonNullable<typeof row>) };
    },
  );
};

export default visitDeviceRoutes;
