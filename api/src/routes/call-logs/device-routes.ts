import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { callLogs } from '../../db/schema';
import { addedRoute } from '../../plugins/additions';
import { Envelope, errorResponses } from '../../plugins/envelope';
import { unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { DEVICE_NOTE, deviceWrite, deviceWriteSecurity, deviceWriteTags, reportingDevice } from '../device-writes';
import { residentOfUnit, residentWithUnit } from '../residents/queries';
import { CallLogBody } from './device-schemas';
import { toWire } from './queries';

/** What the vizitins and kiosks report: a call made (routes/device-writes.ts). */
const callLogDeviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/call_logs',
    {
      config: { ...deviceWrite('call_logs', 'create'), foreignIds: { 'call_log.resident_id': 'resident' } },
      schema: {
        ...addedRoute('The spec has no device-facing calls: a vizitin’s or kiosk’s call'),
        tags: deviceWriteTags,
        security: deviceWriteSecurity,
        summary:
          'An ivr or video call from a vizitin or kiosk to a resident (by id) or a unit (its first resident); ' +
          `the resident and device are copied onto the log.${DEVICE_NOTE}`,
        body: CallLogBody,
        response: { 201: Envelope(Type.Ref('CallLog')), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { condo } = requireTenant(request);
      const body = request.body.call_log;
      if (!body.resident_id && !body.unit_number?.trim()) {
        throw unprocessable('unit_number or resident_id is required', ['unit_number or resident_id is required']);
      }
      const device = await reportingDevice(
        app.db,
        condo.id,
        body.mac_address,
        ['vizitin', 'kiosk'],
        request.tenant?.bot?.id,
      );
      const resident = body.resident_id
        ? await residentWithUnit(app.db, condo.id, body.resident_id)
        : await residentOfUnit(app.db, condo.id, (body.unit_number as string).trim());
      const forwarded = body.forwarded_call ?? false;
      const [row] = await app.db
        .insert(callLogs)
        .values({
          condoId: condo.id,
          status: body.status,
          gateOpen: body.gate_open ?? null,
          callType: body.call_type,
          residentId: resident?.id ?? null,
          residentName: resident?.name ?? null,
          residentPhone: resident?.phone ?? null,
          unitNumber: body.unit_number?.trim() || resident?.unitNumber || null,
          forwardedCall: forwarded,
          forwardedTo: forwarded ? (body.forwarded_to ?? null) : null,
          forwardedReason: body.forwarded_reason?.trim() || null,
          deviceId: device.id,
          deviceName: device.name,
          deviceMac: device.macAddress,
          createdAt: app.now(),
        })
        .returning();
      return reply.code(201).send({ data: toWire(row as NonNullable<typeof row>) });
    },
  );
};

export default callLogDeviceRoutes;
