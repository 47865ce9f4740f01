import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { alerts, vehicleEntries } from '../../db/schema';
import { addedRoute } from '../../plugins/additions';
import { Envelope, errorResponses } from '../../plugins/envelope';
import { unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { DEVICE_NOTE, deviceWrite, deviceWriteSecurity, deviceWriteTags, reportingDevice } from '../device-writes';
import { visitOf } from '../visits/device-queries';
import { alertOf, alertTypeOf, reportedAlertToWire } from './device-queries';
import { AlertBody, IdParams, ResolveAlertBody } from './device-schemas';

/** What the alert engine reports: an alert raised, an alert resolved (routes/device-writes.ts). */
const alertDeviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/alerts',
    {
      config: {
        ...deviceWrite('alerts', 'create'),
        foreignIds: { 'alert.visit_id': 'visit', 'alert.vehicle_entry_id': 'vehicleEntry' },
      },
      schema: {
        ...addedRoute('The spec has no device-facing calls: the alert engine raises an alert'),
        tags: deviceWriteTags,
        security: deviceWriteSecurity,
        summary:
          'An alert raised now, of one of the condo’s alert types (by alias); the visit or vehicle entry it is ' +
          `about lends it its plate, unit and visitor.${DEVICE_NOTE}`,
        body: AlertBody,
        response: { 201: Envelope(Type.Ref('ReportedAlert')), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { condo } = requireTenant(request);
      const body = request.body.alert;
      const type = await alertTypeOf(app.db, condo.id, body.alert_type);
      const device = body.mac_address
        ? await reportingDevice(
            app.db,
            condo.id,
            body.mac_address,
            ['camera', 'kiosk', 'vizitin'],
            request.tenant?.bot?.id,
          )
        : null;
      const visit = body.visit_id ? await visitOf(app.db, condo.id, body.visit_id) : null;
      const [entry] = body.vehicle_entry_id
        ? await app.db
            .select()
            .from(vehicleEntries)
            .where(and(eq(vehicleEntries.condoId, condo.id), eq(vehicleEntries.id, body.vehicle_entry_id)))
        : [];
      const [row] = await app.db
        .insert(alerts)
        .values({
          condoId: condo.id,
          alertTypeId: type.id,
          status: 'Raised',
          fromTime: app.now(),
          description: body.description.trim(),
          imagePath: body.image_path?.trim() || null,
          deviceId: device?.id ?? null,
          deviceName: device?.name ?? null,
          visitId: visit?.id ?? entry?.visitId ?? null,
          vehicleEntryId: entry?.id ?? null,
          numberPlate: entry?.numberPlate ?? visit?.numberPlate ?? null,
          block: visit?.block ?? entry?.block ?? null,
          unitNumber: visit?.unitNumber ?? entry?.unitNumber ?? null,
          visitorName: visit?.visitorName ?? entry?.visitorName ?? null,
          visitorPhone: visit?.visitorPhone ?? entry?.visitorPhone ?? null,
        })
        .returning();
      const alias = { id: type.id, name: type.name, alias_name: type.aliasName };
      return reply.code(201).send({ data: reportedAlertToWire(row as NonNullable<typeof row>, alias) });
    },
  );

  app.put(
    '/api/v1/alerts/:id/resolve',
    {
      config: deviceWrite('alerts', 'update'),
      schema: {
        ...addedRoute('The spec has no device-facing calls: the alert engine resolves an alert'),
        tags: deviceWriteTags,
        security: deviceWriteSecurity,
        summary: `Resolves a raised alert now, with optional remarks (422 when already resolved).${DEVICE_NOTE}`,
        params: IdParams,
        body: ResolveAlertBody,
        response: { 200: Envelope(Type.Ref('ReportedAlert')), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { alert, type } = await alertOf(app.db, condo.id, request.params.id);
      if (alert.status === 'Resolved') throw unprocessable('This alert is already resolved');
      const remarks = request.body?.alert?.remarks?.trim() || null;
      const [row] = await app.db
        .update(alerts)
        .set({
          status: 'Resolved',
          toTime: sql`greatest(${alerts.fromTime}, ${app.now()})`,
          ...(remarks ? { remarks, comments: sql`${alerts.comments} || ${JSON.stringify([{ remarks }])}::jsonb` } : {}),
        })
        .where(and(eq(alerts.id, alert.id), eq(alerts.status, 'Raised')))
        .returning();
      if (!row) throw unprocessable('This alert is already resolved');
      return { data: reportedAlertToWire(row, type) };
    },
  );
};

export default alertDeviceRoutes;
