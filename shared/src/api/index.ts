export type { CatalogueMessage } from './catalogue';
export { CATALOGUE_TEXT, messageForStatus, OUTAGE_TEXT } from './catalogue';
export type { ApiConfig, Scope } from './config';
export { configureApi, getCurrentCondo, resolveApiUrl, setCurrentCondo } from './config';
export type { RequestMeta } from './http';
export { refreshSession } from './http';
export type { ApiPath, BodyOf, CallInput, DataOf, Id, QueryOf, Verb } from './operations';
export { isOutage, lastReachedAt, onReconnect, whenReachable } from './outage';
export type { Query, QueryValue } from './query';
export { serializeQuery } from './query';
export type { Answer, CallOptions, CarriedCall, CarrierSettings, EndpointSpec, PathParams, Resource } from './request';
export { defineResource, endpoint, get, send } from './request';
export type {
  AdminUserListQuery,
  AlertTypeListQuery,
  AlertUserListQuery,
  AnalyticsQuery,
  BotListQuery,
  CameraListQuery,
  CondoListQuery,
  EntryMode,
  FaceIdAudience,
  FaceIdImageQuery,
  KioskListQuery,
  NotificationListQuery,
  OutboxExportColumn,
  OutboxExportQuery,
  OutboxListQuery,
  PublicHolidayListQuery,
  ReportListQuery,
  RoleGroupListQuery,
  SavedTablePreferences,
  SchedulerListQuery,
  SentMessageListQuery,
  SmsInput,
  StaffListQuery,
  StaffQuery,
  SuppressionListQuery,
  TablePreferences,
  TilePosition,
  UserListQuery,
  VizitinListQuery,
  WebAppListQuery,
  WorkflowDeviceKind,
  WorkflowUpload,
} from './resources';
export { type Api, api, createApi, toWorkflowSchema } from './resources';
