import type { FastifyInstance } from 'fastify';
import type { Condo } from '../db/schema';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The condo of a public per-condo route, resolved without a caller; null when the alias names none. Each route
     * answers that exactly as an unknown record of a known condo, so the public routes cannot list aliases.
     */
    publicCondo: Condo | null;
  }
}

/** Each public route's limit (config.rateLimit): @fastify/rate-limit reads it when the route is added. */
export const publicRateLimit = (app: FastifyInstance) => ({
  max: app.rateLimits.publicReadsPerAddress,
  timeWindow: 60_000,
});
