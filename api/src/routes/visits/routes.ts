import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Visits, visitors, invites and resident entries (spec part 3 §7). */
const visitRoutes: FastifyPluginAsyncTypebox = async (_app) => {};

export default visitRoutes;
