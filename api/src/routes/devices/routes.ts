import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { devices } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { addedRoute } from '../../plugins/additions';
import { requireUser } from '../../plugins/auth';
import { errorResponses, MessageBody } from '../../plugins/envelope';
import type { ForeignIdDeclaration } from '../../plugins/foreign-ids';
import { forbidden, notFound, unprocessable } from '../../plugins/http-errors';
import { mayDo } from '../../plugins/permission';
import { requireTenant } from '../../plugins/tenant';
import { createCommand } from './commands';
import {
  CAMERA_TYPES_BY_PURPOSE,
  type CameraPurpose,
  DEVICE_KINDS,
  type DeviceKindConfig,
  deviceTypeFromFilter,
  normaliseMac,
} from './kinds';
import { findDevice, listDevices, toDevice } from './queries';
import { type DeviceInput, deviceValues, macInUse, storedDevice } from './save';
import {
  CameraCreateBody,
  CameraListQuery,
  CameraUpdateBody,
  DeviceParams,
  deviceListResponse,
  deviceResponse,
  InAppUpdateBody,
  KioskCreateBody,
  KioskListQuery,
  KioskUpdateBody,
  VizitinCreateBody,
  VizitinListQuery,
  VizitinUpdateBody,
} from './schemas';

interface KindSchemas {
  listQuery: TSchema;
  createBody: TSchema;
  updateBody: TSchema;
}

interface ListQuery {
  type?: string;
  'type[]'?: string[];
  query?: string;
  search?: string;
  page?: number;
  per_page?: number;
}

export const HARD_RESET_MESSAGE =
  'The device hard reset has been initiated. Face synchronization will now restart from the beginning.';
export const VERSION_REQUIRED = 'Please enter the latest version';
const VERSION_PATTERN = /^[A-Za-z0-9_.]+$/;

function typeFilter(config: DeviceKindConfig, query: ListQuery): string[] | undefined {
  if (config.kind === 'camera') {
    if (!query.type) return undefined;
    return query.type in CAMERA_TYPES_BY_PURPOSE
      ? [...CAMERA_TYPES_BY_PURPOSE[query.type as CameraPurpose]]
      : [query.type];
  }
  const types = query['type[]'];
  return types?.length ? [...new Set(types.map(deviceTypeFromFilter))] : undefined;
}

/** The body fields that name another record of the condo (the shared foreign-id check looks them up). */
function deviceForeignIds(config: DeviceKindConfig): ForeignIdDeclaration {
  const key = config.plural;
  return config.kind === 'camera'
    ? { [`${key}.bot_id`]: 'bot' }
    : { [`${key}.bot_id`]: 'bot', [`${key}.facility_id`]: 'facility' };
}

function registerKind(app: FastifyInstance, config: DeviceKindConfig, schemas: KindSchemas) {
  const base = `/api/v1/${config.plural}`;
  const permission = (action: string) => ({ permission: { resource: config.resource, action } });
  const tags = ['devices'];

  async function reply(request: FastifyRequest, id: number) {
    const row = await findDevice(app.db, requireTenant(request).condo.id, config.kind, id, app.now());
    if (!row) throw notFound(`${config.label} not found`);
    return toDevice(row);
  }

  app.get(
    base,
    {
      config: permission('index'),
      schema: {
        tags,
        summary: `The condo's ${config.plural}, by name`,
        querystring: schemas.listQuery,
        response: { 200: deviceListResponse(config.schemaId), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const query = request.query as ListQuery;
      const { rows, total } = await listDevices(app.db, {
        condoId: requireTenant(request).condo.id,
        kind: config.kind,
        now: app.now(),
        types: typeFilter(config, query),
        search: query.query ?? query.search,
        page: query.page ?? 1,
        perPage: query.per_page ?? 25,
      });
      return { data: rows.map(toDevice), total_entries: total };
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: permission('show'),
      schema: {
        ...addedRoute('Not in the spec (the console shows the list row)'),
        tags,
        summary: `One ${config.label.toLowerCase()}`,
        params: DeviceParams,
        response: { 200: deviceResponse(config.schemaId), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await reply(request, (request.params as { id: number }).id) }),
  );

  app.post(
    base,
    {
      config: { ...permission('create'), foreignIds: deviceForeignIds(config) },
      schema: {
        tags,
        summary: `Registers a ${config.label.toLowerCase()}`,
        body: schemas.createBody,
        response: { 200: deviceResponse(config.schemaId), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const user = requireUser(request);
      const input = (request.body as Record<string, DeviceInput>)[config.plural] as DeviceInput;
      const values = await deviceValues(app.db, condo.id, config.kind, input);
      const now = app.now();
      const inserted = await app.db
        .insert(devices)
        .values({
          ...values,
          name: values.name as string,
          macAddress: values.macAddress as string,
          deviceType: values.deviceType as string,
          condoId: condo.id,
          kind: config.kind,
          createdById: user.id,
          updatedById: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: devices.id })
        .catch((error: unknown) => {
          // A concurrent create with the same MAC passes the check and hits the unique index: the same 422.
          if (!isUniqueViolation(error)) throw error;
          const message = macInUse(values.macAddress as string, 'another device');
          throw unprocessable(message, [message]);
        });
      return {
        data: await reply(request, inserted[0]?.id as number),
        message: `${config.label} created successfully`,
      };
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: { ...permission('update'), foreignIds: deviceForeignIds(config) },
      schema: {
        tags,
        summary: `Changes a ${config.label.toLowerCase()}; name and MAC address cannot change`,
        params: DeviceParams,
        body: schemas.updateBody,
        response: { 200: deviceResponse(config.schemaId), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { id } = request.params as { id: number };
      const existing = await storedDevice(app.db, condo.id, config.kind, id);
      if (!existing) throw notFound(`${config.label} not found`);
      const input = (request.body as Record<string, DeviceInput>)[config.plural] as DeviceInput;
      const values = await deviceValues(app.db, condo.id, config.kind, input, existing);
      await app.db
        .update(devices)
        .set({ ...values, updatedById: requireUser(request).id, updatedAt: app.now() })
        .where(eq(devices.id, existing.id));
      return { data: await reply(request, existing.id), message: `${config.label} updated successfully` };
    },
  );

  if (config.kind === 'vizitin') {
    app.put(
      `${base}/:id/device_hard_reset`,
      {
        config: permission('update'),
        schema: {
          tags,
          summary:
            'Queues a hard reset; the vizitin receives it with its next heartbeat and restarts face synchronisation',
          params: DeviceParams,
          response: { 200: MessageBody, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const { condo } = requireTenant(request);
        const device = await storedDevice(app.db, condo.id, 'vizitin', (request.params as { id: number }).id);
        if (!device) throw notFound('Vizitin not found');
        await createCommand(app.db, device, 'hard_reset', {}, requireUser(request).id, app.now());
        return { message: HARD_RESET_MESSAGE };
      },
    );
  }
}

/**
 * Spec part 1 §7 gives one reset path, `PUT /api/v1/vizitins/{id}/reset`, and the Device Details drawer of
 * every tab calls it with the device's id (ids are unique across the three kinds). The caller needs `update`
 * on the device's own resource: resetting a camera is a camera change.
 */
function registerReset(app: FastifyInstance) {
  app.put(
    '/api/v1/vizitins/:id/reset',
    {
      config: { permission: 'member' },
      schema: {
        tags: ['devices'],
        summary: 'Queues a reset of the camera, kiosk or vizitin with this id; it receives it with its next heartbeat',
        params: DeviceParams,
        response: { 200: MessageBody, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { condo, permissions } = requireTenant(request);
      const device = await storedDevice(app.db, condo.id, 'any', (request.params as { id: number }).id);
      if (!device) throw notFound('Device not found');
      const resource = DEVICE_KINDS[device.kind].resource;
      if (!mayDo(permissions, resource, 'update')) {
        throw forbidden(`You do not have permission to update ${resource}`);
      }
      await createCommand(app.db, device, 'reset', {}, requireUser(request).id, app.now());
      return { message: 'Reset successfully' };
    },
  );
}

/** Cameras, kiosks and vizitins: the same five routes each, and the vizitins' hard reset and in-app update. */
const deviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerKind(app, DEVICE_KINDS.camera, {
    listQuery: CameraListQuery,
    createBody: CameraCreateBody,
    updateBody: CameraUpdateBody,
  });
  registerKind(app, DEVICE_KINDS.kiosk, {
    listQuery: KioskListQuery,
    createBody: KioskCreateBody,
    updateBody: KioskUpdateBody,
  });
  registerKind(app, DEVICE_KINDS.vizitin, {
    listQuery: VizitinListQuery,
    createBody: VizitinCreateBody,
    updateBody: VizitinUpdateBody,
  });
  registerReset(app);

  app.put(
    '/api/v1/vizitins/device_in_app_update',
    {
      config: { permission: { resource: 'api/v1/vizitins', action: 'update' } },
      schema: {
        tags: ['devices'],
        summary: 'Queues an in-app update to a version for the vizitin with this MAC address',
        body: InAppUpdateBody,
        response: { 200: MessageBody, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const version = request.body.update_version?.trim() ?? '';
      // The console strips other characters as they are typed; the server refuses them.
      if (!version || !VERSION_PATTERN.test(version)) throw unprocessable(VERSION_REQUIRED, [VERSION_REQUIRED]);
      const [device] = await app.db
        .select()
        .from(devices)
        .where(
          and(
            eq(devices.condoId, condo.id),
            eq(devices.kind, 'vizitin'),
            eq(devices.macAddress, normaliseMac(request.body.device_mac_address)),
          ),
        );
      if (!device) throw notFound('No vizitin of this condo has that MAC address');
      await createCommand(app.db, device, 'in_app_update', { version }, requireUser(request).id, app.now());
      return { message: 'Device update initiated successfully' };
    },
  );
};

export default deviceRoutes;
