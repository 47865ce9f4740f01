import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { adminUsers, type Condo, condoMemberships, condos, roleGroups } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { enqueueMessage } from '../../delivery';
import { MAIL_FROM } from '../../mail/transport';
import type { CurrentUser } from '../../plugins/auth';
import { unprocessable } from '../../plugins/http-errors';
import { provisionCondo } from './defaults';
import type { CondoCreateBody } from './schemas';

export const CONDO_INVITE_SUBJECT = 'You are the administrator of a new condo';
/** The role a new condo's admin e-mail gets there (spec part 2 §6 role groups). */
export const CONDO_ADMIN_ROLE = 'Admin';

type CondoInput = Static<typeof CondoCreateBody>['condos'];

function httpsOnly(field: string, value: string): string {
  const text = value.trim();
  try {
    const url = new URL(text);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname) return url.href;
  } catch {
    // reported below
  }
  throw unprocessable(`${field} must be a web address (http or https)`);
}

/**
 * `POST /admin/condos` (Create Condo wizard): the condo, its admin's membership (an existing account joins as
 * Admin; a new e-mail gets an account and an invitation mail through the delivery queue), its web apps, tiles
 * and charts, rule groups and ui / service_ui configurations. Runs in the request's one transaction: any failure
 * leaves nothing behind, the invitation included. The condo starts not completed (Pending) until its first publish
 * on Condo details (docs/api/condos-and-users.md).
 */
export async function createCondo(app: FastifyInstance, caller: CurrentUser, input: CondoInput): Promise<Condo> {
  const name = input.name.trim();
  if (!name) throw unprocessable('name is required');
  const guardHouse = input.guard_house.trim();
  if (!guardHouse) throw unprocessable('guard_house is required');
  const email = input.email.trim().toLowerCase();
  const values = {
    name,
    aliasName: input.alias_name,
    defaultCountryCode: input.default_country_code,
    email,
    guardHouse,
    urlHost: {
      web_ui: httpsOnly('url_host.web_ui', input.url_host.web_ui),
      service_ui: input.url_host.service_ui ? httpsOnly('url_host.service_ui', input.url_host.service_ui) : '',
    },
    location: httpsOnly('location', input.location),
    logoUrl: httpsOnly('logo_url', input.logo_url),
    webApps: [...input.web_apps],
    status: 'active',
    completed: false,
    now: app.now(),
  };
  const [taken] = await app.db.select({ id: condos.id }).from(condos).where(eq(condos.aliasName, values.aliasName));
  if (taken) throw unprocessable(`Schema name ${values.aliasName} is already taken`);
  const { now, ...columns } = values;
  const [condo] = await app.db
    .insert(condos)
    .values({ ...columns, createdAt: now, updatedAt: now })
    .returning()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? unprocessable(`Schema name ${values.aliasName} is already taken`) : error;
    });
  if (!condo) throw new Error('The condo was not created');

  const [role] = await app.db
    .select({ id: roleGroups.id })
    .from(roleGroups)
    .where(eq(roleGroups.name, CONDO_ADMIN_ROLE));
  if (!role) throw new Error(`The ${CONDO_ADMIN_ROLE} role group is missing`);
  let [admin] = await app.db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, email));
  const invited = !admin;
  if (!admin) {
    [admin] = await app.db
      .insert(adminUsers)
      .values({ email, firstName: email.split('@')[0] ?? '', createdAt: now, updatedAt: now })
      .returning({ id: adminUsers.id });
  }
  if (!admin) throw new Error('The condo admin was not created');
  await app.db.insert(condoMemberships).values({ adminUserId: admin.id, condoId: condo.id, roleGroupId: role.id });
  if (invited) {
    await enqueueMessage(app.db, {
      condoId: condo.id,
      medium: 'mail',
      from: [MAIL_FROM],
      subject: CONDO_INVITE_SUBJECT,
      recipient: { full_name: email, email },
      recipientType: 'user',
      content:
        `Hello,\n\nYou are now the administrator of ${condo.name} in Smart Condo Management.\n\n` +
        `To sign in, open the Smart Condo Management console and sign in with your e-mail address (${email}); ` +
        'a code will be mailed to you. No password is needed.\n\n' +
        `${caller.firstName || caller.email} created the condo. If you did not expect this e-mail, you can ignore it.`,
      sentById: caller.id,
    });
  }
  await provisionCondo(app.db, condo.id, condo.webApps);
  return condo;
}
