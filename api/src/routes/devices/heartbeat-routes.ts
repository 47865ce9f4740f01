import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { botTokenFromHeader, hashBotToken } from '../../access/bot-tokens';
import { bots, devices } from '../../db/schema';
import { addedRoute } from '../../plugins/additions';
import { errorResponses, Id, StringEnum } from '../../plugins/envelope';
import { forbidden, notFound, unauthorized } from '../../plugins/http-errors';
import { acknowledgeCommands, claimCommands, REDELIVER_AFTER_SECONDS } from './commands';
import { MAC_PATTERN, normaliseMac } from './kinds';

const HeartbeatBody = Type.Object({
  mac_address: Type.String({
    pattern: MAC_PATTERN,
    maxLength: 40,
    'x-message': 'must be six hex pairs separated by : or -',
  }),
  state: Type.Optional(StringEnum(['working', 'stopped'])),
  acked_command_ids: Type.Optional(Type.Array(Id(), { description: 'Commands the device has carried out' })),
});

const DeviceCommand = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(['reset', 'hard_reset', 'in_app_update']),
  payload: Type.Record(Type.String(), Type.Unknown(), { description: 'in_app_update: {version}' }),
  created_at: Type.String({ format: 'date-time' }),
});

const HeartbeatResponse = Type.Object({ data: Type.Object({ commands: Type.Array(DeviceCommand) }) });

/**
 * Devices report in as their assigned bot. Not a per-condo route: the bot's token names the condo.
 */
const heartbeatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/v1/devices/heartbeat',
    {
      config: {
        audit: { skip: 'a device reporting in changes only machine-kept fields (last_data_at, state, commands)' },
        foreignIds: { acked_command_ids: { checkedBy: 'the handler acknowledges only the calling device’s commands' } },
      },
      schema: {
        ...addedRoute('The spec has no device-facing calls; devices report state and take commands here'),
        tags: ['devices'],
        summary:
          "A device's heartbeat: records that it is alive (and its state), acknowledges the commands it has " +
          `carried out, and answers the commands due to it. A command delivered here is not delivered again ` +
          `unless it stays unacknowledged for ${REDELIVER_AFTER_SECONDS} s.`,
        security: [{ BotToken: [] }],
        body: HeartbeatBody,
        response: { 200: HeartbeatResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const token = botTokenFromHeader(request.headers.authorization);
      if (!token) throw unauthorized('Authorization: Token <bot auth_token> is required');
      const [bot] = await app.db
        .select({ id: bots.id, condoId: bots.condoId, status: bots.status })
        .from(bots)
        .where(eq(bots.tokenHash, hashBotToken(token)));
      if (!bot) throw unauthorized('Invalid bot token');
      if (bot.status !== 'active') throw forbidden('This bot is inactive');
      const mac = normaliseMac(request.body.mac_address);
      const [device] = await app.db
        .select({ id: devices.id, botId: devices.botId })
        .from(devices)
        .where(and(eq(devices.condoId, bot.condoId), eq(devices.macAddress, mac)));
      if (!device) throw notFound(`No device of this bot's condo has MAC address ${mac}`);
      if (device.botId !== bot.id) throw forbidden(`The device ${mac} is not assigned to this bot`);

      const now = app.now();
      await app.db
        .update(devices)
        .set({ lastDataAt: now, ...(request.body.state ? { reportedState: request.body.state } : {}) })
        .where(eq(devices.id, device.id));
      await app.db.update(bots).set({ lastActiveAt: now }).where(eq(bots.id, bot.id));
      await acknowledgeCommands(app.db, device.id, request.body.acked_command_ids ?? [], now);
      const commands = await claimCommands(app.db, device.id, now);
      return { data: { commands } };
    },
  );
};

export default heartbeatRoutes;
