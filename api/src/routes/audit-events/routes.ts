import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addedRoute } from '../../plugins/additions';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/envelope';
import { forbidden } from '../../plugins/http-errors';
import { actionsOn } from '../../plugins/permission';
import { requireTenant } from '../../plugins/tenant';
import { listAuditEvents } from './queries';
import { AuditEventListResponse, AuditEventQuery } from './schemas';

/** Reading a record's history needs a read action on the record's own resource too. */
const READS = ['index', 'show', 'list'];

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** The audit trail of one record (the History tab of every edit form). */
const auditEventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/audit_events',
    {
      config: { permission: { resource: 'api/v1/audit_events', action: 'index' } },
      schema: {
        ...addedRoute('Not in the spec: a record’s history (the History tabs)'),
        tags: ['audit'],
        summary: "A record's changes in this condo, newest first: who, when, from where, each field before and after",
        querystring: AuditEventQuery,
        response: { 200: AuditEventListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo, permissions } = requireTenant(request);
      const { resource, record_id: recordId, page = 1, per_page: perPage = 10 } = request.query;
      const actions = actionsOn(permissions, `api/v1/${resource}`);
      if (!actions.some((action) => READS.includes(action))) {
        throw forbidden(`You do not have permission to read the history of ${resource}`);
      }
      const { rows, total } = await listAuditEvents(app.db, {
        resource,
        recordId,
        condoId: condo.id,
        everyCondo: requireUser(request).isSuperAdmin,
        page,
        perPage,
      });
      return {
        data: rows.map(({ event, firstName, lastName }) => ({
          id: event.id,
          action: event.action,
          resource: event.resource,
          record_id: event.recordId ?? recordId,
          entity: event.entity,
          entity_id: event.entityId,
          created_at: event.createdAt.toISOString(),
          actor: event.actorEmail
            ? { id: event.actorId, email: event.actorEmail, name: fullName(firstName, lastName) || event.actorEmail }
            : null,
          ip_address: event.ipAddress,
          changes: Object.entries(event.changes)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([field, [before, after]]) => ({ field, before, after })),
        })),
        total_entries: total,
      };
    },
  );
};

export default auditEventRoutes;
