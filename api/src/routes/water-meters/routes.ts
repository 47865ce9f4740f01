import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Water meter readings (spec part 3 §7). */
const waterMeterRoutes: FastifyPluginAsyncTypebox = async (_app) => {};

export default waterMeterRoutes;
