import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Alerts and their aggregations (spec part 3 §7). */
const alertRoutes: FastifyPluginAsyncTypebox = async (_app) => {};

export default alertRoutes;
