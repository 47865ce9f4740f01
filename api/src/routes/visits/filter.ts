import type { FastifyRequest } from 'fastify';
import { requireTenant } from '../../plugins/tenant';
import { type Range, type RawRange, rangeOf } from '../activity-range';
import type { VisitFilter } from './queries';

export type VisitRequest = FastifyRequest & {
  query: RawRange & { 'type[]'?: VisitFilter['types']; 'device_name[]'?: string[] };
};

/** The visits a report reads: the caller's condo, the query's range (else `fallback`'s), visitor types and devices. */
export const visitFilter = (request: VisitRequest, now: Date, fallback?: (now: Date) => Range): VisitFilter => ({
  condoId: requireTenant(request).condo.id,
  ...rangeOf(request.query, now, fallback),
  types: request.query['type[]'],
  devices: request.query['device_name[]'],
});
