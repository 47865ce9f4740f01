import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { devices } from '../../db/schema';
import { requireUser } from '../../plugins/auth';
import { errorResponses, MessageBody } from '../../plugins/envelope';
import { forbidden, notFound, unprocessable } from '../../plugins/http-errors';
import { mayDo } from '../../plugins/permission';
import { requireTenant } from '../../plugins/tenant';
import { createCommand } from '../devices/commands';
import { DEVICE_KINDS, normaliseMac } from '../devices/kinds';
import { storedDevice } from '../devices/save';
import { DeviceParams, InAppUpdateBody } from '../devices/schemas';

export const HARD_RESET_MESSAGE =
  'The device hard reset has been initiated. Face synchronization will now restart from the beginning.';
export const VERSION_REQUIRED = 'Please enter the latest version';
const VERSION_PATTERN = /^[A-Za-z0-9_.]+$/;

/** The commands a vizitin is sent with its next heartbeat: hard reset, reset (of any device) and in-app update. */
const vizitinCommandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/api/v1/vizitins/:id/device_hard_reset',
    {
      config: { permission: { resource: 'api/v1/vizitins', action: 'update' } },
      schema: {
        tags: ['devices'],
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

  /**
   * Spec part 1 §7 gives one reset path, `PUT /api/v1/vizitins/{id}/reset`, and the Device Details drawer of
   * every tab calls it with the device's id (ids are unique across the three kinds). The caller needs `update`
   * on the device's own resource: resetting a camera is a camera change.
   */
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

export default vizitinCommandRoutes;
