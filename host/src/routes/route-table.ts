// The only place that knows a path, its title, its menu group and the permissions it needs
// (spec part 1 §2 route table; §6 of parts 1–3 for the permissions). Menu, guards and single-spa activity read it.
import type { PermissionRequirements } from '@condo/shared';

export type AreaName =
  | 'mfe-auth'
  | 'mfe-devices'
  | 'mfe-messaging'
  | 'mfe-condo-admin'
  | 'mfe-reports'
  | 'mfe-analytics';

export interface RouteDef {
  path: string;
  area: AreaName;
  screen: string;
  title: string;
  /** top: first-level menu; condo: condo-level menu; absent: not in the menu. */
  menu?: 'top' | 'condo';
  /** shell: header + side menu; fullscreen: header only; bare: nothing around the area. */
  layout?: 'shell' | 'fullscreen' | 'bare';
  /** No sign-in needed (login and the public report pages). */
  public?: boolean;
  requires?: PermissionRequirements;
  header?: { dateRange?: boolean; search?: boolean };
  icon?: string;
  /** The path parameter holding the condo alias when it is not `:id` (spec part 3 §2: analytics details' `:name`). */
  condoParam?: string;
}

const reportData: PermissionRequirements = {
  'api/v1/alerts': ['index'],
  'api/v1/vehicle_entries': ['type_of_entries', 'tiles'],
  'api/v1/visits': ['visitor_types'],
};

// The spec names this list "long … exact list not shown": these are the resources the analytics cards read.
const analyticsData: PermissionRequirements = {
  'api/v1/visitors': ['index'],
  'api/v1/invites': ['index'],
  'api/v1/call_logs': ['index'],
  'api/v1/alerts': ['index'],
  'api/v1/resident_entries': ['index'],
  'api/v1/vehicle_entries': ['index'],
  'api/v1/outboxes': ['index'],
  'api/v1/visits': ['index'],
};

export const routeTable: RouteDef[] = [
  { path: '/', area: 'mfe-auth', screen: 'login', title: 'Login', public: true, layout: 'bare' },
  { path: '/condos', area: 'mfe-condo-admin', screen: 'condoList', title: 'Condo', menu: 'top', icon: 'home' },
  // The spec gives no permission for Admin User; with no stored map every item shows (part 1 §6).
  { path: '/admin-user', area: 'mfe-auth', screen: 'adminUsers', title: 'Admin User', menu: 'top', icon: 'team' },

  {
    path: '/condos/:id/details',
    area: 'mfe-condo-admin',
    screen: 'condoDetails',
    title: 'Details',
    menu: 'condo',
    icon: 'info',
    requires: { 'api/v1/condos': ['show'] },
  },
  {
    path: '/condos/:id/configuration',
    area: 'mfe-condo-admin',
    screen: 'dashboardConfiguration',
    title: 'Configuration',
    menu: 'condo',
    icon: 'setting',
    requires: { 'api/v1/tile_configs': ['index'] },
  },
  {
    path: '/condos/:id/users',
    area: 'mfe-auth',
    screen: 'usersAndBots',
    title: 'Users',
    menu: 'condo',
    icon: 'user',
    requires: { 'api/v1/users': ['index'], 'api/v1/bots': ['index'] },
  },
  {
    path: '/condos/:id/notifications',
    area: 'mfe-messaging',
    screen: 'notifications',
    title: 'Notifications',
    menu: 'condo',
    icon: 'bell',
    requires: { 'api/v1/notifications': ['index'] },
  },
  {
    path: '/condos/:id/reports',
    area: 'mfe-messaging',
    screen: 'userReports',
    title: 'Reports',
    menu: 'condo',
    icon: 'file',
    requires: { 'api/v1/reports': ['index'] },
  },
  {
    path: '/condos/:id/web-apps',
    area: 'mfe-condo-admin',
    screen: 'webApps',
    title: 'Web Apps',
    menu: 'condo',
    icon: 'appstore',
    requires: { 'api/v1/web_apps': ['index'] },
  },
  {
    path: '/condos/:id/call-logs',
    area: 'mfe-condo-admin',
    screen: 'callLogs',
    title: 'Call Log',
    menu: 'condo',
    icon: 'phone',
    requires: { 'api/v1/call_logs': ['count', 'index'] },
  },
  {
    path: '/condos/:id/out-box',
    area: 'mfe-messaging',
    screen: 'outbox',
    title: 'Out-box',
    menu: 'condo',
    icon: 'mail',
    requires: { 'api/v1/outboxes': ['index'] },
  },
  {
    path: '/condos/:id/sms',
    area: 'mfe-messaging',
    screen: 'sendSms',
    title: 'SMS',
    menu: 'condo',
    icon: 'message',
    requires: { 'api/v1/outboxes': ['send_sms'] },
  },
  {
    path: '/condos/:id/schedulers',
    area: 'mfe-condo-admin',
    screen: 'schedulers',
    title: 'Scheduler',
    menu: 'condo',
    icon: 'clock',
    requires: { 'api/v1/schedulers': ['index'] },
  },
  {
    path: '/condos/:id/alert-users',
    area: 'mfe-auth',
    screen: 'alertUsers',
    title: 'Alert Users',
    menu: 'condo',
    icon: 'usergroup',
    requires: { 'api/v1/alert_types': ['index'] },
  },
  {
    path: '/condos/:id/alert-types',
    area: 'mfe-condo-admin',
    screen: 'alertTypes',
    title: 'Alert Types',
    menu: 'condo',
    icon: 'alert',
    requires: { 'api/v1/alert_types': ['index'] },
  },
  // The spec asks outboxes index+show for Devices (part 1 §6); the device calls themselves are checked by the server.
  {
    path: '/condos/:id/devices',
    area: 'mfe-devices',
    screen: 'devices',
    title: 'Devices',
    menu: 'condo',
    icon: 'camera',
    requires: { 'api/v1/outboxes': ['index', 'show'] },
    header: { search: true },
  },
  {
    path: '/condos/:id/presentations',
    area: 'mfe-condo-admin',
    screen: 'alertScreen',
    title: 'Alert Screen',
    menu: 'condo',
    icon: 'desktop',
    requires: { 'api/v1/presentations': ['index'] },
  },
  {
    path: '/condos/:id/reports-download',
    area: 'mfe-reports',
    screen: 'reportsDownload',
    title: 'Download Reports',
    requires: reportData,
  },
  {
    path: '/units/:id',
    area: 'mfe-condo-admin',
    screen: 'units',
    title: 'Units',
    menu: 'condo',
    icon: 'building',
    requires: { 'api/v1/units': ['list'] },
  },
  {
    path: '/condos/:id/report',
    area: 'mfe-reports',
    screen: 'report',
    title: 'Report',
    menu: 'condo',
    icon: 'chart',
    requires: reportData,
  },
  {
    path: '/condos/:id/public/holidays',
    area: 'mfe-condo-admin',
    screen: 'publicHolidays',
    title: 'Public Holidays',
    menu: 'condo',
    icon: 'calendar',
    requires: { 'api/v1/public_holidays': ['index', 'create', 'destroy'] },
  },
  {
    path: '/condos/:id/suppression',
    area: 'mfe-messaging',
    screen: 'suppression',
    title: 'Suppression',
    menu: 'condo',
    icon: 'stop',
    requires: { 'api/v1/suppression_lists': ['index', 'destroy'] },
  },
  {
    path: '/condos/:id/fms-configs',
    area: 'mfe-reports',
    screen: 'fmsConfigs',
    title: 'FMS Configs',
    menu: 'condo',
    icon: 'form',
    requires: { 'api/v1/form_questions': ['index'] },
  },
  {
    path: '/condos/:id/analytics',
    area: 'mfe-analytics',
    screen: 'analytics',
    title: 'Analytics',
    menu: 'condo',
    icon: 'dashboard',
    requires: analyticsData,
    header: { dateRange: true },
  },
  {
    path: '/condos/:id/download',
    area: 'mfe-reports',
    screen: 'fullScreenReport',
    title: 'Report',
    layout: 'fullscreen',
    requires: reportData,
  },
  {
    path: '/html/report/:id',
    area: 'mfe-reports',
    screen: 'publicHtmlReport',
    title: 'Report',
    public: true,
    layout: 'bare',
  },
  {
    path: '/patrolling-report/:id',
    area: 'mfe-reports',
    screen: 'patrollingReport',
    title: 'Patrolling Report',
    public: true,
    layout: 'bare',
  },
  {
    path: '/analytics_details/:link/:name',
    area: 'mfe-analytics',
    screen: 'analyticsDetails',
    title: 'Analytics Data',
    requires: analyticsData,
    condoParam: 'name',
  },
];

export const DEFAULT_ROUTE = '/condos';
export const LOGIN_ROUTE = '/';
