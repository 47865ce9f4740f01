import type { FastifyInstance } from 'fastify';
import permissionPlugin from '../plugins/permission';
import tenantPlugin, { type TenantOptions } from '../plugins/tenant';
import { alertTypeRoutes } from './alert-types';
import { alertUserRoutes } from './alert-users';
import { alertRoutes } from './alerts';
import { auditEventRoutes } from './audit-events';
import { bmsReportLinkRoutes, bmsReportRoutes } from './bms-reports';
import { botRoutes } from './bots';
import { callLogRoutes } from './call-logs';
import { camGroupRoutes } from './cam-groups';
import { condoRoutes } from './condos';
import { devicesRoutes } from './devices';
import { employeeRoutes } from './employees';
import { fmsRoutes } from './fms';
import { notificationRoutes } from './notifications';
import { outboxRoutes } from './outboxes';
import { presentationRoutes } from './presentations';
import { publicHolidayRoutes } from './public-holidays';
import { reportRoutes } from './reports';
import { schedulerRoutes } from './schedulers';
import { settingRoutes } from './settings';
import { siteEventRoutes } from './site-events';
import { smsRoutes } from './sms';
import { suppressionRoutes } from './suppression';
import { tileConfigRoutes } from './tile-configs';
import { unitRoutes } from './units';
import { userRoutes } from './users';
import { vehicleEntryRoutes } from './vehicle-entries';
import { visitRoutes } from './visits';
import { waterMeterRoutes } from './water-meters';
import { webAppRoutes } from './web-apps';

/**
 * Every per-condo route group, behind authentication, the tenant check and the permission check.
 * app.ts mounts this twice: under /tenants/:condo and at the root for per-condo hosts.
 */
export async function perCondoRoutes(app: FastifyInstance, options: TenantOptions) {
  await app.register(tenantPlugin, { source: options.source, hostTemplate: options.hostTemplate });
  await app.register(permissionPlugin);
  await app.register(condoRoutes);
  await app.register(userRoutes);
  await app.register(devicesRoutes);
  await app.register(botRoutes);
  await app.register(outboxRoutes);
  await app.register(smsRoutes);
  await app.register(callLogRoutes);
  await app.register(vehicleEntryRoutes);
  await app.register(visitRoutes);
  await app.register(alertRoutes);
  await app.register(employeeRoutes);
  await app.register(waterMeterRoutes);
  await app.register(siteEventRoutes);
  await app.register(suppressionRoutes);
  await app.register(notificationRoutes);
  await app.register(reportRoutes);
  await app.register(auditEventRoutes);
  await app.register(alertUserRoutes);
  await app.register(alertTypeRoutes);
  await app.register(presentationRoutes);
  await app.register(schedulerRoutes);
  await app.register(publicHolidayRoutes);
  await app.register(unitRoutes);
  await app.register(webAppRoutes);
  await app.register(tileConfigRoutes);
  await app.register(settingRoutes);
  await app.register(bmsReportRoutes);
  await app.register(bmsReportLinkRoutes);
  await app.register(camGroupRoutes);
  await app.register(fmsRoutes);
}
