import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { type AlertContent, alertTypes } from '../../db/schema';
import { addedRoute } from '../../plugins/additions';
import { errorResponses } from '../../plugins/envelope';
import type { ForeignIdDeclaration } from '../../plugins/foreign-ids';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { trimmedName } from '../write-input';
import { DEFAULT_WEIGHTS, RECENT_ALERT_TIMES } from './kinds';
import { findAlertType, listAlertTypes } from './queries';
import {
  AlertTypeCreateBody,
  AlertTypeListQuery,
  AlertTypeListResponse,
  AlertTypeParams,
  AlertTypeResponse,
  AlertTypeUpdateBody,
} from './schemas';

const RESOURCE = 'api/v1/alert_types';
const tags = ['alert types'];

/** The alert group is one of the shared groups; the notification group must be this condo's. */
const foreignIds: ForeignIdDeclaration = {
  'alert_types.alert_group_id': 'alertGroup',
  'alert_types.notification_id': 'notification',
};

const ALIAS_READ_ONLY = 'alias_name cannot be changed after the alert type is created';
const aliasTaken = (alias: string) => {
  const message = `An alert type with alias_name ${alias} already exists in this condo`;
  return unprocessable(message, [message]);
};

/** Stored texts with the sent ones over them: a channel's text not sent stays as it was. */
const mergedTexts = (stored: AlertContent | undefined, sent: Partial<AlertContent> | undefined): AlertContent => ({
  raised: sent?.raised ?? stored?.raised ?? '',
  resolved: sent?.resolved ?? stored?.resolved ?? '',
  false_alert: sent?.false_alert ?? stored?.false_alert ?? '',
});

/**
 * recent_alert_time means something only for a unit alert (which of its triggers the screen shows): a unit type keeps
 * the one sent, else the stored one, else the first trigger; any other nature stores null (docs/api/alerts.md).
 */
function recentAlertTimeFor(nature: string, sent: string | null | undefined, stored: string | null | undefined) {
  if (nature !== 'unit') return null;
  return sent ?? stored ?? RECENT_ALERT_TIMES[0];
}

/** Alert types (spec part 2 §2 Alert Types, §7): what the alert engine raises, how it weighs and what it sends. */
const alertTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/alert_types',
    {
      config: { permission: { resource: RESOURCE, action: 'index' } },
      schema: {
        tags,
        summary: "The condo's alert types by name, searched by name or alias name",
        querystring: AlertTypeListQuery,
        response: { 200: AlertTypeListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { query, page = 1, per_page: perPage = 25 } = request.query;
      const { rows, total } = await listAlertTypes(app.db, {
        condoId: requireTenant(request).condo.id,
        search: query,
        page,
        perPage,
      });
      return { data: rows, total_entries: total };
    },
  );

  app.get(
    '/api/v1/alert_types/:id',
    {
      config: { permission: { resource: RESOURCE, action: 'index' } },
      schema: {
        ...addedRoute('The spec gives list, create and update, no show'),
        tags,
        summary: 'One alert type of this condo',
        params: AlertTypeParams,
        response: { 200: AlertTypeResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const found = await findAlertType(app.db, requireTenant(request).condo.id, request.params.id);
      if (!found) throw notFound('Alert type not found');
      return { data: found };
    },
  );

  app.post(
    '/api/v1/alert_types',
    {
      config: { permission: { resource: RESOURCE, action: 'create' }, foreignIds },
      schema: {
        tags,
        summary: 'Makes an alert type; alias_name is unique in the condo and never changes afterwards',
        body: AlertTypeCreateBody,
        response: { 200: AlertTypeResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const input = request.body.alert_types;
      const nature = input.nature ?? 'normal';
      const now = app.now();
      const [created] = await app.db
        .insert(alertTypes)
        .values({
          condoId: condo.id,
          name: trimmedName(input.name) as string,
          aliasName: input.alias_name,
          nature,
          status: input.status ?? 'active',
          recentAlertTime: recentAlertTimeFor(nature, input.recent_alert_time, undefined),
          autoResolve: input.auto_resolve ?? 'disable',
          alertGroupId: input.alert_group_id ?? null,
          notificationId: input.notification_id ?? null,
          weightRaised: input.weight.raised ?? DEFAULT_WEIGHTS.raised,
          weightResolved: input.weight.resolved ?? DEFAULT_WEIGHTS.resolved,
          weightFalseAlert: input.weight.false_alert ?? DEFAULT_WEIGHTS.false_alert,
          whatsappContent: mergedTexts(undefined, input.whatsapp_content),
          smsContent: mergedTexts(undefined, input.sms_content),
          emergency: input.emergency ?? false,
          description: input.description?.trim() ?? '',
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: alertTypes.id });
      if (!created) throw aliasTaken(input.alias_name);
      const saved = await findAlertType(app.db, condo.id, created.id);
      return { data: saved as NonNullable<typeof saved>, message: 'Alert type created successfully' };
    },
  );

  app.put(
    '/api/v1/alert_types/:id',
    {
      config: { permission: { resource: RESOURCE, action: 'update' }, foreignIds },
      schema: {
        tags,
        summary: 'Changes an alert type of this condo: the fields sent. alias_name may be repeated, never changed',
        params: AlertTypeParams,
        body: AlertTypeUpdateBody,
        response: { 200: AlertTypeResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { id } = request.params;
      const [stored] = await app.db
        .select()
        .from(alertTypes)
        .where(and(eq(alertTypes.condoId, condo.id), eq(alertTypes.id, id)));
      if (!stored) throw notFound('Alert type not found');
      const input = request.body.alert_types;
      if (input.alias_name !== undefined && input.alias_name !== stored.aliasName) {
        throw unprocessable(ALIAS_READ_ONLY, [ALIAS_READ_ONLY]);
      }
      const name = trimmedName(input.name);
      const nature = input.nature ?? stored.nature;
      await app.db
        .update(alertTypes)
        .set({
          ...(name !== undefined ? { name } : {}),
          nature,
          ...(input.status !== undefined ? { status: input.status } : {}),
          recentAlertTime: recentAlertTimeFor(nature, input.recent_alert_time, stored.recentAlertTime),
          ...(input.auto_resolve !== undefined ? { autoResolve: input.auto_resolve } : {}),
          ...(input.alert_group_id !== undefined ? { alertGroupId: input.alert_group_id } : {}),
          ...(input.notification_id !== undefined ? { notificationId: input.notification_id } : {}),
          ...(input.weight !== undefined
            ? {
                weightRaised: input.weight.raised,
                weightResolved: input.weight.resolved,
                weightFalseAlert: input.weight.false_alert,
              }
            : {}),
          ...(input.whatsapp_content !== undefined
            ? { whatsappContent: mergedTexts(stored.whatsappContent, input.whatsapp_content) }
            : {}),
          ...(input.sms_content !== undefined ? { smsContent: mergedTexts(stored.smsContent, input.sms_content) } : {}),
          ...(input.emergency !== undefined ? { emergency: input.emergency } : {}),
          ...(input.description !== undefined ? { description: input.description.trim() } : {}),
          updatedAt: app.now(),
        })
        .where(and(eq(alertTypes.condoId, condo.id), eq(alertTypes.id, id)));
      const saved = await findAlertType(app.db, condo.id, id);
      return { data: saved as NonNullable<typeof saved>, message: 'Alert type updated successfully' };
    },
  );
};

export default alertTypeRoutes;
