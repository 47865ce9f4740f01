import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../plugins/envelope';
import { cardLimit, currentMonth, type Range } from '../activity-range';
import { type VisitRequest, visitFilter } from '../visits/filter';
import { topVisitors } from '../visits/queries';
import { CardQuery, VisitingVisitorResponse, VisitorCountResponse } from '../visits/schemas';

const ERRORS = errorResponses(401, 403, 404, 422);
const permission = (resource: string, action: string) => ({ permission: { resource: `api/v1/${resource}`, action } });

/** Visitors by their visits: the VMS analytics' and the car park's (spec part 3 §7). */
const visitorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const filterOf = (request: VisitRequest, fallback?: (now: Date) => Range) =>
    visitFilter(request, app.now(), fallback);
  const cardFilter = (request: VisitRequest) => filterOf(request, currentMonth);

  app.get(
    '/api/v1/visitors/most_visited_visitors',
    {
      config: permission('visitors', 'most_visited_visitors'),
      schema: {
        tags: ['visitors'],
        summary: 'Visitors (by phone) by their visits (default range: the current month)',
        querystring: CardQuery,
        response: { 200: VisitorCountResponse, ...ERRORS },
      },
    },
    async (request) => {
      const rows = await topVisitors(app.db, cardFilter(request), cardLimit(request.query.limit));
      return { data: rows.map(({ name, phone, count }) => ({ name, phone, count })) };
    },
  );

  app.get(
    '/api/v1/visitors/most_visited_visitors_report',
    {
      config: permission('visitors', 'most_visited_visitors_report'),
      schema: {
        tags: ['visitors'],
        summary: 'Car park "Most visiting visitors": name, phone, count and the plates they came with',
        querystring: CardQuery,
        response: { 200: VisitingVisitorResponse, ...ERRORS },
      },
    },
    async (request) => ({ data: await topVisitors(app.db, filterOf(request), cardLimit(request.query.limit)) }),
  );
};

export default visitorRoutes;
