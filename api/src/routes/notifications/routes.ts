import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import type { ForeignIdDeclaration } from '../../plugins/foreign-ids';
import { notFound } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { trimmedName, uniqueIds } from '../write-input';
import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES } from './kinds';
import { findNotificationGroup, listNotificationGroups } from './queries';
import {
  NotificationCreateBody,
  NotificationListQuery,
  NotificationListResponse,
  NotificationParams,
  NotificationResponse,
  NotificationUpdateBody,
} from './schemas';

const RESOURCE = 'api/v1/notifications';
const tags = ['notifications'];

/** Every user id must be a member of the caller's condo (the shared foreign-id check). */
const foreignIds: ForeignIdDeclaration = {
  'notifications.sms_user_ids': 'user',
  'notifications.whatsapp_user_ids': 'user',
  'notifications.mail_user_ids': 'user',
};

/** Notification groups (spec part 1 §2 Notifications, §7): who gets an alert's SMS, WhatsApp and mail. */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/notifications',
    {
      config: { permission: { resource: RESOURCE, action: 'index' } },
      schema: {
        tags,
        summary: "The condo's notification groups by name, each joined with its users (users_json)",
        querystring: NotificationListQuery,
        response: { 200: NotificationListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { page = 1, per_page: perPage = 5, query } = request.query;
      const { rows, total } = await listNotificationGroups(app.db, {
        condoId: requireTenant(request).condo.id,
        search: query,
        types: request.query['notification_type[]'],
        statuses: request.query['status[]'],
        page,
        perPage,
      });
      return { data: rows as never[], total_entries: total };
    },
  );

  app.post(
    '/api/v1/notifications',
    {
      config: { permission: { resource: RESOURCE, action: 'create' }, foreignIds },
      schema: {
        tags,
        summary: 'Makes a notification group',
        body: NotificationCreateBody,
        response: { 200: NotificationResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const input = request.body.notifications;
      const now = app.now();
      const [created] = await app.db
        .insert(notifications)
        .values({
          condoId: condo.id,
          name: trimmedName(input.name) as string,
          status: input.status ?? NOTIFICATION_STATUSES[0],
          notificationType: input.notification_type ?? NOTIFICATION_TYPES[0],
          smsUserIds: uniqueIds(input.sms_user_ids) ?? [],
          whatsappUserIds: uniqueIds(input.whatsapp_user_ids) ?? [],
          mailUserIds: uniqueIds(input.mail_user_ids) ?? [],
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: notifications.id });
      const group = await findNotificationGroup(app.db, condo.id, (created as { id: number }).id);
      return { data: group as never, message: 'Notification created successfully' };
    },
  );

  app.put(
    '/api/v1/notifications/:id',
    {
      config: { permission: { resource: RESOURCE, action: 'update' }, foreignIds },
      schema: {
        tags,
        summary: 'Changes a notification group; the fields sent replace the stored ones',
        params: NotificationParams,
        body: NotificationUpdateBody,
        response: { 200: NotificationResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const input = request.body.notifications;
      const name = trimmedName(input.name);
      const [updated] = await app.db
        .update(notifications)
        .set({
          ...(name !== undefined ? { name } : {}),
          ...(input.status !== undefined ? { status: input.status } : {}),
          ...(input.notification_type !== undefined ? { notificationType: input.notification_type } : {}),
          ...(input.sms_user_ids !== undefined ? { smsUserIds: uniqueIds(input.sms_user_ids) } : {}),
          ...(input.whatsapp_user_ids !== undefined ? { whatsappUserIds: uniqueIds(input.whatsapp_user_ids) } : {}),
          ...(input.mail_user_ids !== undefined ? { mailUserIds: uniqueIds(input.mail_user_ids) } : {}),
          updatedAt: app.now(),
        })
        .where(and(eq(notifications.id, request.params.id), eq(notifications.condoId, condo.id)))
        .returning({ id: notifications.id });
      if (!updated) throw notFound('Notification not found');
      const group = await findNotificationGroup(app.db, condo.id, updated.id);
      return { data: group as never, message: 'Notification updated successfully' };
    },
  );
};

export default notificationRoutes;
