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

/** Every resource of the contract, declared once; screens call these, never axios. */
export const api = {
  auth,
  condos,
  users,
  cameras,
  kiosks,
  vizitins,
  bots,
  roleGroups,
  facilities,
  workflows,
  faceIdImages,
  deviceUpdate,
  outboxes,
  sms,
  callLogs,
  suppressionLists,
  notifications,
  reports,
  auditEvents,
  adminUsers,
  alertUsers,
  alertTypes,
  alertGroups,
  presentations,
  schedulers,
  publicHolidays,
  bmsReports,
  camGroups,
  units,
  webApps,
  tileConfigs,
  settings,
  condoConfigs,
  vehicleEntries,
  visits,
  alerts,
  invites,
  visitors,
  waterMeters,
  outboxReports,
  analytics,
  vehicleParking,
  attendanceEntries,
  employeeEntries,
  employees,
  formTypes,
  formQuestions,
  condoGraphs,
};

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
export type { OutboxListQuery, SentMessageListQuery } from './outboxes';
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
