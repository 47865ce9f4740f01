import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { hashBotToken, newBotToken } from '../../access/bot-tokens';
import { type Bot, bots, roleGroups } from '../../db/schema';
import { isUniqueViolation, pageWithTotal } from '../../db/sql';
import { addedRoute } from '../../plugins/additions';
import { errorResponses } from '../../plugins/envelope';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { parseBracketedForm } from './form-body';
import {
  BotCreateBody,
  BotListQuery,
  BotListResponse,
  BotParams,
  BotResponse,
  BotUpdateBody,
  RotatedTokenResponse,
} from './schemas';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toBot(bot: Bot, roleGroup: { id: number; name: string }, authToken?: string) {
  return {
    id: bot.id,
    name: bot.name,
    status: bot.status,
    role_group: roleGroup,
    read_only: bot.readOnly,
    last_login: iso(bot.lastLogin),
    last_active_at: iso(bot.lastActiveAt),
    ...(authToken ? { auth_token: authToken } : {}),
  };
}

const TOKEN_IN_USE = 'auth_token is already in use; choose another or leave it empty to generate one';
const NO_WELCOME = 'Bots cannot receive a welcome mail';

/** Spec part 2 §5: a bots body that carries send_welcome (whatever its value) is refused, not silently ignored. */
function refuseWelcome(input: { send_welcome?: unknown }) {
  if (input.send_welcome !== undefined) throw unprocessable(NO_WELCOME, [NO_WELCOME]);
}

/** Bots: the devices' identities. */
const botRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The console posts bots as a form body; JSON works too.
  await app.register(formbody, { parser: parseBracketedForm });

  async function botRoleGroup(id: number) {
    const [group] = await app.db
      .select({ id: roleGroups.id, name: roleGroups.name, type: roleGroups.type })
      .from(roleGroups)
      .where(eq(roleGroups.id, id));
    if (group?.type !== 'BotRoleGroup')
      throw unprocessable('role_group_id must be a bot role group', ['role_group_id must be a bot role group']);
    return { id: group.id, name: group.name };
  }

  app.get(
    '/api/v1/bots',
    {
      config: { permission: { resource: 'api/v1/bots', action: 'index' } },
      schema: {
        tags: ['bots'],
        summary: "The condo's bots by name; never their tokens",
        querystring: BotListQuery,
        response: { 200: BotListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { page = 1, per_page: perPage = 25 } = request.query;
      const groupNames = request.query['role_group[]'];
      const filters: SQL[] = [eq(bots.condoId, condo.id)];
      if (groupNames?.length) filters.push(inArray(roleGroups.name, groupNames));
      const where = and(...filters);
      const { rows, total } = await pageWithTotal(
        app.db
          .select({ bot: bots, groupId: roleGroups.id, groupName: roleGroups.name })
          .from(bots)
          .innerJoin(roleGroups, eq(roleGroups.id, bots.roleGroupId))
          .where(where)
          .orderBy(asc(bots.name), asc(bots.id))
          .$dynamic(),
        app.db
          .select({ total: count() })
          .from(bots)
          .innerJoin(roleGroups, eq(roleGroups.id, bots.roleGroupId))
          .where(where),
        { page, perPage },
      );
      return {
        data: rows.map((row) => toBot(row.bot, { id: row.groupId, name: row.groupName })),
        total_entries: total,
      };
    },
  );

  app.post(
    '/api/v1/bots',
    {
      config: {
        permission: { resource: 'api/v1/bots', action: 'create' },
        foreignIds: { 'bots.role_group_id': 'botRoleGroup' },
      },
      schema: {
        tags: ['bots'],
        summary: 'Makes a bot; the answer carries its auth_token, which is never shown again',
        body: BotCreateBody,
        response: { 200: BotResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const input = request.body.bots;
      refuseWelcome(input);
      const group = await botRoleGroup(input.role_group_id);
      const token = input.auth_token ?? newBotToken();
      const now = app.now();
      const [bot] = await app.db
        .insert(bots)
        .values({
          condoId: condo.id,
          roleGroupId: group.id,
          name: input.name.trim(),
          status: input.status ?? 'active',
          readOnly: input.read_only ?? false,
          tokenHash: hashBotToken(token),
          createdAt: now,
          updatedAt: now,
        })
        .returning()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? unprocessable(TOKEN_IN_USE, [TOKEN_IN_USE]) : error;
        });
      return { data: toBot(bot as Bot, group, token), message: 'Bot created successfully' };
    },
  );

  app.put(
    '/api/v1/bots/:id',
    {
      config: {
        permission: { resource: 'api/v1/bots', action: 'update' },
        foreignIds: { 'bots.role_group_id': 'botRoleGroup' },
      },
      schema: {
        tags: ['bots'],
        summary: 'Changes a bot; a new auth_token replaces the old one',
        params: BotParams,
        body: BotUpdateBody,
        response: { 200: BotResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const [existing] = await app.db
        .select()
        .from(bots)
        .where(and(eq(bots.id, request.params.id), eq(bots.condoId, condo.id)));
      if (!existing) throw notFound('Bot not found');
      const input = request.body.bots;
      refuseWelcome(input);
      const group = await botRoleGroup(input.role_group_id ?? existing.roleGroupId);
      const [bot] = await app.db
        .update(bots)
        .set({
          roleGroupId: group.id,
          ...(input.name !== undefined ? { name: input.name.trim() } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          ...(input.read_only !== undefined ? { readOnly: input.read_only } : {}),
          ...(input.auth_token !== undefined ? { tokenHash: hashBotToken(input.auth_token) } : {}),
          updatedAt: app.now(),
        })
        .where(eq(bots.id, existing.id))
        .returning()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? unprocessable(TOKEN_IN_USE, [TOKEN_IN_USE]) : error;
        });
      return { data: toBot(bot as Bot, group, input.auth_token), message: 'Bot updated successfully' };
    },
  );

  app.post(
    '/api/v1/bots/:id/rotate_token',
    {
      config: { permission: { resource: 'api/v1/bots', action: 'update' } },
      schema: {
        ...addedRoute('Not in the spec: a new token for a bot, shown once'),
        tags: ['bots'],
        summary: 'Replaces the bot token with a new one, shown only in this answer; the old token stops at once',
        params: BotParams,
        response: { 200: RotatedTokenResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const token = newBotToken();
      const [bot] = await app.db
        .update(bots)
        .set({ tokenHash: hashBotToken(token), updatedAt: app.now() })
        .where(and(eq(bots.id, request.params.id), eq(bots.condoId, condo.id)))
        .returning();
      if (!bot) throw notFound('Bot not found');
      const [group] = await app.db
        .select({ id: roleGroups.id, name: roleGroups.name })
        .from(roleGroups)
        .where(eq(roleGroups.id, bot.roleGroupId));
      return {
        data: toBot(bot, group as { id: number; name: string }, token),
        message: 'Token rotated; copy it now, it is not shown again',
      };
    },
  );
};

export default botRoutes;
