import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { alerts, callLogs, residentEntries, units, vehicleEntries, visitors, visits } from '../../db/schema';
import { addedRoute } from '../../plugins/additions';
import { Envelope, errorResponses } from '../../plugins/envelope';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { toWire as callLogToWire } from '../call-logs/queries';
import {
  alertOf,
  alertToWire,
  alertTypeOf,
  classifyPlate,
  normalisePlate,
  openEntryOf,
  reportingDevice,
  residentEntryToWire,
  residentOfUnit,
  residentWithUnit,
  vehicleEntryToWire,
  visitOf,
  visitToWire,
} from './queries';
import {
  AlertBody,
  CallLogBody,
  IdParams,
  ResidentEntryBody,
  ResolveAlertBody,
  VehicleEntryBody,
  VehicleExitBody,
  VisitBody,
} from './schemas';

const tags = ['site-events'];
/** Site activity is the devices' record, not a user's change: the audit trail keeps none of it. */
const audit = { skip: 'device-reported activity, not a user’s change' };
const security: Record<string, string[]>[] = [{ BotToken: [] }, { JWT: [] }];
const DEVICE_NOTE = ' Device-facing (a bot’s `Token <auth_token>`); not in the spec (api/README.md).';

const writes = (resource: string, action: 'create' | 'update') => ({
  permission: { resource: `api/v1/${resource}`, action },
  audit,
});

/** What devices report as it happens: vehicles, visits, alerts, calls (device-facing; api/README.md). */
const siteEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/vehicle_entries',
    {
      config: writes('vehicle_entries', 'create'),
      schema: {
        ...addedRoute('The spec has no device-facing calls: a plate camera’s vehicle in'),
        tags,
        security,
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
      return reply.code(201).send({ data: vehicleEntryToWire(row as NonNullable<typeof row>) });
    },
  );

  app.put(
    '/api/v1/vehicle_entries/exit',
    {
      config: writes('vehicle_entries', 'update'),
      schema: {
        ...addedRoute('The spec has no device-facing calls: a plate camera’s vehicle out'),
        tags,
        security,
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
      return { data: vehicleEntryToWire(row as NonNullable<typeof row>) };
    },
  );

  app.post(
    '/api/v1/visits',
    {
      config: { ...writes('visits', 'create'), foreignIds: { 'visit.unit_id': 'unit' } },
      schema: {
        ...addedRoute('The spec has no device-facing calls: a kiosk’s or vizitin’s check-in'),
        tags,
        security,
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
      return reply.code(201).send({ data: visitToWire(row as NonNullable<typeof row>) });
    },
  );

  app.put(
    '/api/v1/visits/:id/checkout',
    {
      config: writes('visits', 'update'),
      schema: {
        ...addedRoute('The spec has no device-facing calls: a visitor checks out'),
        tags,
        security,
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
      return { data: visitToWire(row as NonNullable<typeof row>) };
    },
  );

  app.post(
    '/api/v1/alerts',
    {
      config: {
        ...writes('alerts', 'create'),
        foreignIds: { 'alert.visit_id': 'visit', 'alert.vehicle_entry_id': 'vehicleEntry' },
      },
      schema: {
        ...addedRoute('The spec has no device-facing calls: the alert engine raises an alert'),
        tags,
        security,
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
      return reply.code(201).send({ data: alertToWire(row as NonNullable<typeof row>, alias) });
    },
  );

  app.put(
    '/api/v1/alerts/:id/resolve',
    {
      config: writes('alerts', 'update'),
      schema: {
        ...addedRoute('The spec has no device-facing calls: the alert engine resolves an alert'),
        tags,
        security,
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
      return { data: alertToWire(row, type) };
    },
  );

  app.post(
    '/api/v1/call_logs',
    {
      config: { ...writes('call_logs', 'create'), foreignIds: { 'call_log.resident_id': 'resident' } },
      schema: {
        ...addedRoute('The spec has no device-facing calls: a vizitin’s or kiosk’s call'),
        tags,
        security,
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
      return reply.code(201).send({ data: callLogToWire(row as NonNullable<typeof row>) });
    },
  );

  app.post(
    '/api/v1/resident_entries',
    {
      config: { ...writes('resident_entries', 'create'), foreignIds: { 'resident_entry.resident_id': 'resident' } },
      schema: {
        ...addedRoute('The spec has no device-facing calls: a gate device’s resident entry'),
        tags,
        security,
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

export default siteEventRoutes;
