import { type CarrierSettings, type Client, carrierClient, consoleClient } from '../request';
import { adminUsers } from './adminUsers';
import { alertGroups } from './alertGroups';
import { alertTypes } from './alertTypes';
import { alertUsers } from './alertUsers';
import { analytics, vehicleParking } from './analytics';
import { attendanceEntries, employeeEntries, employees } from './attendance';
import { auditEvents } from './auditEvents';
import { auth } from './auth';
import { bmsReports } from './bmsReports';
import { bots } from './bots';
import { callLogs } from './callLogs';
import { cameras } from './cameras';
import { camGroups } from './camGroups';
import { condos } from './condos';
import { condoConfigs, settings, tileConfigs } from './dashboardConfig';
import { deviceUpdate } from './deviceUpdate';
import { faceIdImages } from './faceIdImages';
import { facilities } from './facilities';
import { condoGraphs, formQuestions, formTypes } from './fms';
import { kiosks } from './kiosks';
import { notifications } from './notifications';
import { outboxes } from './outboxes';
import { preferences } from './preferences';
import { presentations } from './presentations';
import { publicHolidays } from './publicHolidays';
import { reports } from './reports';
import { roleGroups } from './roleGroups';
import { schedulers } from './schedulers';
import { alerts, invites, outboxReports, vehicleEntries, visitors, visits, waterMeters } from './siteActivity';
import { sms } from './sms';
import { suppressionLists } from './suppressionLists';
import { units } from './units';
import { users } from './users';
import { vizitins } from './vizitins';
import { webApps } from './webApps';
import { workflows } from './workflows';

/** Every resource of the contract, declared once over one client (a transport and where its calls go). */
function resourcesOf(client: Client) {
  return {
    auth: auth(client),
    condos: condos(client),
    users: users(client),
    cameras: cameras(client),
    kiosks: kiosks(client),
    vizitins: vizitins(client),
    bots: bots(client),
    roleGroups: roleGroups(client),
    facilities: facilities(client),
    workflows: workflows(client),
    faceIdImages: faceIdImages(client),
    deviceUpdate: deviceUpdate(client),
    outboxes: outboxes(client),
    sms: sms(client),
    callLogs: callLogs(client),
    suppressionLists: suppressionLists(client),
    notifications: notifications(client),
    reports: reports(client),
    auditEvents: auditEvents(client),
    adminUsers: adminUsers(client),
    alertUsers: alertUsers(client),
    alertTypes: alertTypes(client),
    alertGroups: alertGroups(client),
    presentations: presentations(client),
    schedulers: schedulers(client),
    publicHolidays: publicHolidays(client),
    bmsReports: bmsReports(client),
    camGroups: camGroups(client),
    units: units(client),
    webApps: webApps(client),
    tileConfigs: tileConfigs(client),
    settings: settings(client),
    condoConfigs: condoConfigs(client),
    vehicleEntries: vehicleEntries(client),
    visits: visits(client),
    alerts: alerts(client),
    invites: invites(client),
    visitors: visitors(client),
    waterMeters: waterMeters(client),
    outboxReports: outboxReports(client),
    analytics: analytics(client),
    vehicleParking: vehicleParking(client),
    attendanceEntries: attendanceEntries(client),
    employeeEntries: employeeEntries(client),
    employees: employees(client),
    formTypes: formTypes(client),
    formQuestions: formQuestions(client),
    condoGraphs: condoGraphs(client),
    preferences: preferences(client),
  };
}

/** The calls of the contract, as `api` has them. */
export type Api = ReturnType<typeof resourcesOf>;

/** Every resource of the contract, declared once; screens call these, never axios. */
export const api: Api = resourcesOf(consoleClient);

/**
 * The same calls over a caller's own transport, for one condo: each call, its URL and body made, goes to `call`
 * (no toasts, no session, no refresh, no current condo). The API draws a user report with one per draw.
 */
export const createApi = (settings: CarrierSettings): Api => resourcesOf(carrierClient(settings));

export type { AdminUserListQuery } from './adminUsers';
export type { AlertTypeListQuery } from './alertTypes';
export type { AlertUserListQuery } from './alertUsers';
export type { AnalyticsQuery, EntryMode } from './analytics';
export type { AttendanceListQuery, StaffListQuery, StaffQuery } from './attendance';
export type { AuditEventQuery } from './auditEvents';
export type { BotListQuery } from './bots';
export type { CameraListQuery } from './cameras';
export type { CamGroupListQuery } from './camGroups';
export type { CondoListQuery } from './condos';
export type { TilePosition } from './dashboardConfig';
export type { FaceIdAudience, FaceIdImageQuery } from './faceIdImages';
export type { FormQuestionListQuery } from './fms';
export type { KioskListQuery } from './kiosks';
export type { NotificationListQuery } from './notifications';
export type { OutboxExportColumn, OutboxExportQuery, OutboxListQuery, SentMessageListQuery } from './outboxes';
export type { SavedTablePreferences, TablePreferences } from './preferences';
export type { PublicHolidayListQuery } from './publicHolidays';
export type { ReportListQuery } from './reports';
export type { RoleGroupListQuery } from './roleGroups';
export type { SchedulerListQuery } from './schedulers';
export type { SmsInput } from './sms';
export type { SuppressionListQuery } from './suppressionLists';
export type { UserListQuery } from './users';
export type { VizitinListQuery } from './vizitins';
export type { WebAppListQuery } from './webApps';
export { toWorkflowSchema, type WorkflowDeviceKind, type WorkflowUpload } from './workflows';
