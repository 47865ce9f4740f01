import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Vehicle entries, car park and vehicle parking (spec part 3 §7). */
const vehicleEntryRoutes: FastifyPluginAsyncTypebox = async (_app) => {};

export default vehicleEntryRoutes;
