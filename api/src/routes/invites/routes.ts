import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addedRoute } from '../../plugins/additions';
import { errorResponses } from '../../plugins/envelope';
import { requireTenant } from '../../plugins/tenant';
import { cardLimit, currentMonth, pageOf, rangeOf } from '../activity-range';
import { selfInvitesPerDay, topInvitedUnits, topSelfInviters } from '../visits/people-queries';
import {
  CardQuery,
  PagedRangeQuery,
  SelfInviteDayResponse,
  SelfInvitedResidentResponse,
  UnitCountResponse,
} from '../visits/schemas';

const ERRORS = errorResponses(401, 403, 404, 422);
const permission = (resource: string, action: string) => ({ permission: { resource: `api/v1/${resource}`, action } });

/** Invites: the units and residents that invite most, and self invites (spec part 3 §7). */
const inviteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/invites/most_invited_units',
    {
      config: permission('invites', 'most_invited_units'),
      schema: {
        tags: ['invites'],
        summary: 'Units by the invites created (default range: the current month)',
        querystring: CardQuery,
        response: { 200: UnitCountResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const range = rangeOf(request.query, app.now(), currentMonth);
      return { data: await topInvitedUnits(app.db, condo.id, range, cardLimit(request.query.limit)) };
    },
  );

  app.get(
    '/api/v1/invites/most_self_invited_residents',
    {
      config: permission('invites', 'most_self_invited_residents'),
      schema: {
        tags: ['invites'],
        summary: 'Residents by their self invites: name, unit_number, count',
        querystring: CardQuery,
        response: { 200: SelfInvitedResidentResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const range = rangeOf(request.query, app.now());
      return { data: await topSelfInviters(app.db, condo.id, range, cardLimit(request.query.limit)) };
    },
  );

  app.get(
    '/api/v1/invites/self_invites',
    {
      config: permission('invites', 'self_invites'),
      schema: {
        ...addedRoute('The spec lists the self-invites report with its path not shown'),
        tags: ['invites'],
        summary:
          'Car park "Self invites": self invites per resident per UTC day (name, count, unit_number, date) (path not in the spec; docs/api/analytics.md)',
        querystring: PagedRangeQuery,
        response: { 200: SelfInviteDayResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const range = rangeOf(request.query, app.now());
      const page = await selfInvitesPerDay(app.db, condo.id, range, pageOf(request.query));
      return { data: page.data, total_entries: page.total };
    },
  );
};

export default inviteRoutes;
