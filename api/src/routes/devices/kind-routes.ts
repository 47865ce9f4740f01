import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { devices } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { addedRoute } from '../../plugins/additions';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/envelope';
import type { ForeignIdDeclaration } from '../../plugins/foreign-ids';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { CAMERA_TYPES_BY_PURPOSE, type CameraPurpose, type DeviceKindConfig, deviceTypeFromFilter } from './kinds';
import { findDevice, listDevices, toDevice } from './queries';
import { type DeviceInput, deviceValues, macInUse, storedDevice } from './save';
import { DeviceParams, deviceListResponse, deviceResponse } from './schemas';

export interface KindSchemas {
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

/**
 * The five routes every kind of device has (list, show, create, update under /api/v1/<plural>), for its folder to
 * register (routes/cameras/, routes/kiosks/, routes/vizitins/).
 */
export const deviceKindRoutes =
  (config: DeviceKindConfig, schemas: KindSchemas): FastifyPluginAsyncTypebox =>
  async (app) => {
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
  };
