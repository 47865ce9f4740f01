import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Employees, their entries and attendance (spec part 3 §7). */
const employeeRoutes: FastifyPluginAsyncTypebox = async (_app) => {};

export default employeeRoutes;
