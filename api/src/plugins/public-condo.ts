import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Condo } from '../db/schema';
import { notFound } from './http-errors';
import { CONDO_NOT_FOUND } from './tenant';

declare module 'fastify' {
  interface FastifyRequest {
    /** The condo of a public per-condo route, resolved without a caller. */
    publicCondo: Condo | null;
  }
}

/** Each public route's limit (config.rateLimit): @fastify/rate-limit reads it when the route is added. */
export const publicRateLimit = (app: FastifyInstance) => ({
  max: app.rateLimits.publicReadsPerAddress,
  timeWindow: 60_000,
});

export function requirePublicCondo(request: FastifyRequest): Condo {
  if (!request.publicCondo) throw notFound(CONDO_NOT_FOUND);
  return request.publicCondo;
}
