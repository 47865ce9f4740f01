import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** What devices report as it happens: vehicles, visits, alerts, calls (device-facing; api/README.md). */
const siteEventRoutes: FastifyPluginAsyncTypebox = async (_app) => {};

export default siteEventRoutes;
