import type { AuditedTable } from '../audit/triggers';
import adminUsers from './admin-users';
import alertGroups from './alert-groups';
import alertTypes from './alert-types';
import alertUsers from './alert-users';
import alerts from './alerts';
import attendanceEntries from './attendance-entries';
import auditEvents from './audit-events';
import auth from './auth';
import bmsReports from './bms-reports';
import bots from './bots';
import callLogs from './call-logs';
import camGroups from './cam-groups';
import cameras from './cameras';
import condoGraphs from './condo-graphs';
import condos from './condos';
import demoLogos from './demo-logos';
import devices from './devices';
import employeeEntries from './employee-entries';
import employees from './employees';
import facilities from './facilities';
import formQuestions from './form-questions';
import formTypes from './form-types';
import health from './health';
import invites from './invites';
import kiosks from './kiosks';
import metrics from './metrics';
import notifications from './notifications';
import outboxes from './outboxes';
import preferences from './preferences';
import presentations from './presentations';
import publicHolidays from './public-holidays';
import ready from './ready';
import reports from './reports';
import residentEntries from './resident-entries';
import residents from './residents';
import roleGroups from './role-groups';
import type { RouteGroup } from './route-group';
import schedulerErrorLogs from './scheduler-error-logs';
import schedulers from './schedulers';
import settings from './settings';
import suppressionLists from './suppression-lists';
import tileConfigs from './tile-configs';
import units from './units';
import userInvitations from './user-invitations';
import users from './users';
import vehicleEntries from './vehicle-entries';
import visitors from './visitors';
import visits from './visits';
import vizitins from './vizitins';
import waterMeters from './water-meters';
import webApps from './web-apps';

/** Every resource of the API, one line each (route-group.ts); app.ts and the mounting plugins read it. */
export const routeGroups: readonly RouteGroup[] = [
  auth,
  condos,
  adminUsers,
  preferences,
  health,
  demoLogos,
  ready,
  metrics,
  users,
  userInvitations,
  devices,
  cameras,
  kiosks,
  vizitins,
  bots,
  roleGroups,
  facilities,
  outboxes,
  residents,
  callLogs,
  vehicleEntries,
  visits,
  visitors,
  invites,
  residentEntries,
  alerts,
  employees,
  employeeEntries,
  attendanceEntries,
  waterMeters,
  suppressionLists,
  notifications,
  reports,
  auditEvents,
  alertUsers,
  alertTypes,
  alertGroups,
  presentations,
  schedulers,
  schedulerErrorLogs,
  publicHolidays,
  units,
  webApps,
  tileConfigs,
  settings,
  bmsReports,
  camGroups,
  formTypes,
  formQuestions,
  condoGraphs,
];

/** Every audited table of every group (start/bootstrap.ts installs their triggers). */
export function auditedTables(): Record<string, AuditedTable> {
  return Object.assign({}, ...routeGroups.map((group) => group.audited ?? {}));
}
