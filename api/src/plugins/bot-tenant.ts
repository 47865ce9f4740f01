import { and, eq } from 'drizzle-orm';
import { hashBotToken } from '../access/bot-tokens';
import { readOnlyMap } from '../access/role-permissions';
import type { Tenant } from '../access/tenant';
import type { Db } from '../db/database';
import { bots, condos, roleGroups } from '../db/schema';
import { forbidden, notFound, unauthorized } from './http-errors';

/**
 * A device's per-condo call (the site-activity writes, docs/api/devices-and-site-events.md): the bot's condo must be
 * the one the path or host names (404 otherwise, as for a user), and the bot may do what its bot role group allows —
 * only its read actions when the bot is read-only. Not cached: a bot's change of role or status holds from its next
 * call.
 */
export async function botTenant(db: Db, token: string, alias: string): Promise<Tenant> {
  const [row] = await db
    .select({
      bot: { id: bots.id, name: bots.name, status: bots.status, readOnly: bots.readOnly },
      condo: condos,
      role: { id: roleGroups.id, name: roleGroups.name, permissions: roleGroups.permissions },
    })
    .from(bots)
    .innerJoin(condos, eq(condos.id, bots.condoId))
    .innerJoin(roleGroups, eq(roleGroups.id, bots.roleGroupId))
    .where(and(eq(bots.tokenHash, hashBotToken(token))));
  if (!row) throw unauthorized('Invalid bot token');
  if (row.condo.aliasName.toLowerCase() !== alias) throw notFound('Condo not found');
  if (row.bot.status !== 'active') throw forbidden('This bot is inactive');
  const permissions = row.bot.readOnly ? readOnlyMap(row.role.permissions ?? {}) : (row.role.permissions ?? {});
  return {
    condo: row.condo,
    roleGroup: { id: row.role.id, name: row.role.name },
    permissions,
    bot: { id: row.bot.id, name: row.bot.name },
  };
}
