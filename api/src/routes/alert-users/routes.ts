import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, inArray, not, notInArray, sql } from 'drizzle-orm';
import { visibleCondoFilter } from '../../access/membership';
import { alertUserCondos, alertUsers } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { addedRoute } from '../../plugins/additions';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/envelope';
import type { ForeignIdDeclaration } from '../../plugins/foreign-ids';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { uniqueIds } from '../write-input';
import { alertUserIdByEmail, findAlertUser, listAlertUsers, visibleCondos } from './queries';
import {
  AlertUserCreateBody,
  AlertUserDeleteResponse,
  AlertUserListQuery,
  AlertUserListResponse,
  AlertUserParams,
  AlertUserResponse,
  AlertUserUpdateBody,
  AssignableCondoListResponse,
} from './schemas';

const RESOURCE = 'api/v1/alert_users';
const tags = ['alert users'];
const EMAIL_TAKEN = 'An alert user with this e-mail already exists';

/** condo_ids name condos, not records of this condo: each must be one the caller may see (the shared check). */
const foreignIds: ForeignIdDeclaration = { 'alert_users.condo_ids': 'visibleCondo' };

/** A required text without its surrounding spaces; all spaces is a 422 naming the field. */
function requiredText(field: string, value: string): string;
function requiredText(field: string, value: string | undefined): string | undefined;
function requiredText(field: string, value: string | undefined) {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (!trimmed) throw unprocessable(`${field} must not be empty`, [`${field} must not be empty`]);
  return trimmed;
}

const emailTaken = () => unprocessable(EMAIL_TAKEN, [EMAIL_TAKEN]);

/**
 * Alert users (spec part 2 §2, §7): the people alerts go to, each assigned to one or more condos. The list is this
 * condo's; a caller assigns only condos they can see and never loses an assignment to a condo they cannot see.
 */
const alertUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/alert_users',
    {
      config: { permission: { resource: RESOURCE, action: 'index' } },
      schema: {
        tags,
        summary: "This condo's alert users by name; all of them when per_page is absent",
        querystring: AlertUserListQuery,
        response: { 200: AlertUserListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { query, page = 1, per_page: perPage } = request.query;
      const { rows, total } = await listAlertUsers(app.db, {
        condoId: requireTenant(request).condo.id,
        caller: requireUser(request),
        search: query,
        page,
        perPage,
      });
      return { data: rows, total_entries: total };
    },
  );

  app.get(
    '/api/v1/alert_users/all_condos',
    {
      config: { permission: { resource: RESOURCE, action: 'index' } },
      schema: {
        tags,
        summary: 'The condos you can assign alert users to (a super admin: every condo; else your condos), by name',
        response: { 200: AssignableCondoListResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await visibleCondos(app.db, requireUser(request)) }),
  );

  app.post(
    '/api/v1/alert_users',
    {
      config: { permission: { resource: RESOURCE, action: 'create' }, foreignIds },
      schema: {
        tags,
        summary: 'Makes an alert user assigned to the condos given (condos you can see)',
        body: AlertUserCreateBody,
        response: { 200: AlertUserResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const caller = requireUser(request);
      const input = request.body.alert_users;
      const email = input.email.trim().toLowerCase();
      const values = {
        firstName: requiredText('first_name', input.first_name),
        lastName: requiredText('last_name', input.last_name),
        email,
        phone: input.phone,
        countryCode: input.country_code ?? 65,
        status: input.status ?? 'active',
      };
      const id = await app.db
        .transaction(async (tx) => {
          if (await alertUserIdByEmail(tx, email)) throw emailTaken();
          const now = app.now();
          const [created] = await tx
            .insert(alertUsers)
            .values({ ...values, createdAt: now, updatedAt: now })
            .returning({ id: alertUsers.id });
          const alertUserId = (created as { id: number }).id;
          const condoIds = uniqueIds(input.condo_ids) as number[];
          await tx.insert(alertUserCondos).values(condoIds.map((condoId) => ({ alertUserId, condoId })));
          return alertUserId;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
      // Made from this condo's screen but perhaps assigned elsewhere only: answer it as the caller may see it.
      const saved =
        (await findAlertUser(app.db, { condoId: condo.id, caller, id })) ?? (await findAnywhere(id, caller));
      return { data: saved, message: 'Alert user created successfully' };
    },
  );

  /** An alert user by id, with the condos the caller may see, wherever it is assigned. */
  async function findAnywhere(id: number, caller: ReturnType<typeof requireUser>) {
    const [assignment] = await app.db
      .select({ condoId: alertUserCondos.condoId })
      .from(alertUserCondos)
      .where(eq(alertUserCondos.alertUserId, id))
      .limit(1);
    const found = assignment && (await findAlertUser(app.db, { condoId: assignment.condoId, caller, id }));
    if (!found) throw notFound('Alert user not found');
    return found;
  }

  /** Whether the alert user is assigned to a condo the caller cannot see. */
  async function servesHiddenCondos(id: number, caller: ReturnType<typeof requireUser>) {
    const visible = visibleCondoFilter(caller, sql`${alertUserCondos.condoId}`);
    if (!visible) return false;
    const [hidden] = await app.db
      .select({ condoId: alertUserCondos.condoId })
      .from(alertUserCondos)
      .where(and(eq(alertUserCondos.alertUserId, id), not(visible)))
      .limit(1);
    return Boolean(hidden);
  }

  app.put(
    '/api/v1/alert_users/:id',
    {
      config: { permission: { resource: RESOURCE, action: 'update' }, foreignIds },
      schema: {
        tags,
        summary:
          'Changes an alert user of this condo: the fields sent. condo_ids replaces the assignments to condos you ' +
          'can see; those to condos you cannot see stay',
        params: AlertUserParams,
        body: AlertUserUpdateBody,
        response: { 200: AlertUserResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const caller = requireUser(request);
      const { id } = request.params;
      const existing = await findAlertUser(app.db, { condoId: condo.id, caller, id });
      if (!existing) throw notFound('Alert user not found');
      const input = request.body.alert_users;
      const email = input.email?.trim().toLowerCase();
      const firstName = requiredText('first_name', input.first_name);
      const lastName = requiredText('last_name', input.last_name);
      const personal = {
        first_name: firstName,
        last_name: lastName,
        email,
        phone: input.phone,
        country_code: input.country_code,
        status: input.status,
      };
      const changed = Object.entries(personal).some(
        ([field, value]) => value !== undefined && value !== existing[field as keyof typeof personal],
      );
      // The person also receives another condo's alerts: redirecting them (a new phone or e-mail) is not for a
      // caller who cannot see that condo. The form sends every field, so only a changed value counts.
      if (changed && !caller.isSuperAdmin && (await servesHiddenCondos(id, caller))) {
        const message =
          `${existing.email} also receives alerts of condos you cannot see: only a super admin may change their ` +
          'name, e-mail, phone, country code or status. You may change their condos';
        throw unprocessable(message, [message]);
      }
      await app.db
        .transaction(async (tx) => {
          if (email !== undefined) {
            const owner = await alertUserIdByEmail(tx, email);
            if (owner !== undefined && owner !== id) throw emailTaken();
          }
          await tx
            .update(alertUsers)
            .set({
              ...(firstName !== undefined ? { firstName } : {}),
              ...(lastName !== undefined ? { lastName } : {}),
              ...(email !== undefined ? { email } : {}),
              ...(input.phone !== undefined ? { phone: input.phone } : {}),
              ...(input.country_code !== undefined ? { countryCode: input.country_code } : {}),
              ...(input.status !== undefined ? { status: input.status } : {}),
              updatedAt: app.now(),
            })
            .where(eq(alertUsers.id, id));
          const condoIds = uniqueIds(input.condo_ids);
          if (condoIds) {
            // Only assignments to condos the caller can see are replaced; the others are not theirs to drop.
            await tx
              .delete(alertUserCondos)
              .where(
                and(
                  eq(alertUserCondos.alertUserId, id),
                  notInArray(alertUserCondos.condoId, condoIds),
                  visibleCondoFilter(caller, sql`${alertUserCondos.condoId}`) ?? sql`true`,
                ),
              );
            await tx
              .insert(alertUserCondos)
              .values(condoIds.map((condoId) => ({ alertUserId: id, condoId })))
              .onConflictDoNothing();
          }
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
      const saved =
        (await findAlertUser(app.db, { condoId: condo.id, caller, id })) ?? (await findAnywhere(id, caller));
      return { data: saved, message: 'Alert user updated successfully' };
    },
  );

  app.delete(
    '/api/v1/alert_users/:id',
    {
      config: { permission: { resource: RESOURCE, action: 'destroy' } },
      schema: {
        ...addedRoute('The spec has no alert-user delete'),
        tags,
        summary: 'Removes the alert user from this condo; the person goes when no condo is left',
        params: AlertUserParams,
        response: { 200: AlertUserDeleteResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const removed = await tx
          .delete(alertUserCondos)
          .where(and(eq(alertUserCondos.alertUserId, id), eq(alertUserCondos.condoId, condo.id)))
          .returning({ id: alertUserCondos.alertUserId });
        if (!removed.length) throw notFound('Alert user not found');
        const [left] = await tx
          .select({ id: alertUserCondos.alertUserId })
          .from(alertUserCondos)
          .where(inArray(alertUserCondos.alertUserId, [id]))
          .limit(1);
        if (!left) await tx.delete(alertUsers).where(eq(alertUsers.id, id));
      });
      return { message: 'Deleted Successfully..!!' };
    },
  );
};

export default alertUserRoutes;
