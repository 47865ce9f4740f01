import type { FastifyInstance } from 'fastify';
import faceIdRoutes, { faceIdComponents } from './face-id';
import deviceRoutes from './routes';
import { deviceComponents } from './schemas';
import workflowRoutes, { workflowComponents } from './workflows';

/** Cameras, kiosks, vizitins, their workflows and face-id images (per condo). */
export async function devicesRoutes(app: FastifyInstance) {
  await app.register(deviceRoutes);
  await app.register(workflowRoutes);
  await app.register(faceIdRoutes);
}

export const devicesComponents = [...deviceComponents, ...workflowComponents, ...faceIdComponents];
