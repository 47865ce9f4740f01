import type { PermissionMap, RoleGroupType } from '../db/schema';

/**
 * The one place that knows which role group may do what. Keys are the resource paths the console's
 * permission map uses (`api/v1/<resource>`); values the actions of specs part 1–3 §6. The route group that checks a
 * resource declares it (routes/<folder>/index.ts `permissions`); routes/registry.test.ts keeps the two lists equal.
 * On every start the API writes these maps over the built-in role groups.
 */
export const RESOURCE_ACTIONS = {
  // update_allow_login: Condo details' Publish changes (POST /api/v1/residents/update_allow_login).
  'api/v1/condos': ['show', 'update_allow_login'],
  'api/v1/tile_configs': ['index', 'update'],
  'api/v1/users': ['index', 'show', 'create', 'update', 'destroy'],
  'api/v1/bots': ['index', 'show', 'create', 'update'],
  'api/v1/web_apps': ['index', 'update'],
  'api/v1/call_logs': ['count', 'index', 'generate_report', 'overall_call_count', 'video_call_report', 'create'],
  // resend: a failed message sent again from the Outbox detail (not in the spec; docs/api/messaging-and-delivery.md).
  'api/v1/outboxes': ['index', 'show', 'send_sms', 'resend', 'total', 'outbox_report', 'aggs', 'count'],
  // error_logs: a scheduler's error logs (spec part 2 §7); run: Run now (not in the spec;
  // docs/api/jobs-and-schedulers.md).
  'api/v1/schedulers': ['index', 'create', 'update', 'error_logs', 'run'],
  'api/v1/alert_types': ['index', 'create', 'update'],
  'api/v1/presentations': ['index', 'create', 'update'],
  // residents: a floor's units with their residents (spec part 2 §7 names the call, §6 no action;
  // docs/api/condos-and-users.md).
  'api/v1/units': ['list', 'residents', 'import'],
  'api/v1/public_holidays': ['index', 'create', 'destroy'],
  'api/v1/suppression_lists': ['index', 'destroy'],
  'api/v1/notifications': ['index', 'create', 'update'],
  'api/v1/reports': ['index', 'create', 'update'],
  // Report jobs (PDFs of the Download Reports page) and the virtual patrol's camera groups (spec part 3 §7).
  'api/v1/bms_reports': ['create', 'show'],
  'api/v1/cam_groups': ['index'],
  // Reset, hard reset and in-app update are device changes: `update` (spec part 1 §6 names no other actions).
  'api/v1/cameras': ['index', 'show', 'create', 'update'],
  'api/v1/kiosks': ['index', 'show', 'create', 'update'],
  'api/v1/vizitins': ['index', 'show', 'create', 'update'],
  'api/v1/facilities': ['index', 'action'],
  'api/v1/role_groups': ['index'],
  'api/v1/settings': ['index', 'update'],
  // Site activity (spec part 3 §6, §7): one action per read call, named after its path; create and update are
  // the devices' writes (bots), not the console's.
  'api/v1/alerts': [
    'index',
    'list',
    'aggs',
    'most_alert_overstay_visitor',
    'most_alert_vehicles',
    'alert_report_data',
    'most_alert_from_cam',
    'consolidated_weekly_report',
    'create',
    'update',
  ],
  'api/v1/vehicle_entries': [
    'type_of_entries',
    'tiles',
    'index',
    'total_vehicles',
    'traffic_details',
    'non_resident_vehicle',
    'most_unregistered_vehicle',
    'no_of_unreg_entry',
    'inside_vehicle_count',
    'visitor_vehicles_parked',
    'update_vehicle_offset',
    'create',
    'update',
  ],
  'api/v1/visits': [
    'visitor_types',
    'index',
    'total_visitor_count',
    'report_data',
    'most_overstay_visitors',
    'visitor_overstay',
    'most_visited_unit',
    'most_vms_entry',
    'create',
    'update',
  ],
  'api/v1/visitors': ['index', 'most_visited_visitors', 'most_visited_visitors_report'],
  'api/v1/invites': ['index', 'most_invited_units', 'most_self_invited_residents', 'self_invites', 'create'],
  'api/v1/resident_entries': ['index', 'entry_data', 'most_intercom_entry', 'create'],
  'api/v1/employees': ['all_employees'],
  'api/v1/employee_entries': ['index', 'aggs', 'daily_report', 'weekly_report'],
  'api/v1/attendance_entries': ['index', 'aggs', 'daily_report', 'weekly_report'],
  'api/v1/water_meters': ['report_data', 'report_graph'],
  // destroy: Delete on a field of the FMS configuration (spec part 3 §2.4; not in §6).
  'api/v1/form_questions': ['index', 'create', 'update', 'destroy'],
  'api/v1/condo_graphs': ['index', 'create', 'update'],
  'api/v1/admin_users': ['index', 'update'],
  // The History tab of edit forms; reading a record's history also needs a read action on its resource.
  'api/v1/audit_events': ['index'],
  // Alert users (spec part 2 §7): the people alerts go to, per condo. Not in spec §6; granted like condo resources.
  'api/v1/alert_users': ['index', 'create', 'update', 'destroy'],
} as const satisfies PermissionMap;

export type Resource = keyof typeof RESOURCE_ACTIONS;
export type Action<R extends Resource> = (typeof RESOURCE_ACTIONS)[R][number];

/** Every resource → the listed actions, or all of its actions when none are listed. */
type Grant = { [R in Resource]?: readonly Action<R>[] | 'all' };

const ALL_RESOURCES = Object.keys(RESOURCE_ACTIONS) as Resource[];
/** The actions that only read: a read-only role group or membership keeps these and nothing else. */
export const READ_ACTIONS: ReadonlySet<string> = new Set([
  'index',
  'show',
  'list',
  'residents',
  'count',
  'type_of_entries',
  'tiles',
  'visitor_types',
  'error_logs',
  // Site activity reads (spec part 3 §7).
  'list',
  'aggs',
  'most_alert_overstay_visitor',
  'most_alert_vehicles',
  'alert_report_data',
  'most_alert_from_cam',
  'consolidated_weekly_report',
  'total_vehicles',
  'traffic_details',
  'non_resident_vehicle',
  'most_unregistered_vehicle',
  'no_of_unreg_entry',
  'inside_vehicle_count',
  'visitor_vehicles_parked',
  'total_visitor_count',
  'report_data',
  'most_overstay_visitors',
  'visitor_overstay',
  'most_visited_unit',
  'most_vms_entry',
  'most_visited_visitors',
  'most_visited_visitors_report',
  'most_invited_units',
  'most_self_invited_residents',
  'self_invites',
  'entry_data',
  'most_intercom_entry',
  'all_employees',
  'daily_report',
  'weekly_report',
  'report_graph',
  'overall_call_count',
  'video_call_report',
  'total',
  'outbox_report',
]);

/** A permission map cut down to its read actions (a read-only membership, `condo_memberships.read_only`). */
export function readOnlyMap(map: PermissionMap): PermissionMap {
  const reads: PermissionMap = {};
  for (const [resource, actions] of Object.entries(map)) {
    const kept = actions.filter((action) => READ_ACTIONS.has(action));
    if (kept.length) reads[resource] = kept;
  }
  return reads;
}

function grant(spec: Grant): PermissionMap {
  const map: PermissionMap = {};
  for (const resource of ALL_RESOURCES) {
    const actions = spec[resource];
    if (!actions) continue;
    map[resource] = actions === 'all' ? [...RESOURCE_ACTIONS[resource]] : [...actions];
  }
  return map;
}

function everything(except: Resource[] = []): PermissionMap {
  return grant(Object.fromEntries(ALL_RESOURCES.filter((r) => !except.includes(r)).map((r) => [r, 'all'])));
}

function readOnly(except: Resource[] = []): PermissionMap {
  const map: PermissionMap = {};
  for (const resource of ALL_RESOURCES.filter((r) => !except.includes(r))) {
    const reads = RESOURCE_ACTIONS[resource].filter((action: string) => READ_ACTIONS.has(action));
    if (reads.length) map[resource] = reads;
  }
  return map;
}

export const SUPER_ADMIN = 'Super Admin';

export interface RoleGroupDefinition {
  name: string;
  type: RoleGroupType;
  permissions: PermissionMap;
}

/**
 * Super Admin is the console administrators' group (AdminRoleGroup); the other people's groups are
 * UserRoleGroup (the list the Users form offers); bots get BotRoleGroup.
 */
export const ROLE_GROUPS: RoleGroupDefinition[] = [
  { name: SUPER_ADMIN, type: 'AdminRoleGroup', permissions: everything() },
  {
    // A condo's own administrator: everything in the condo, but not the console's admin users, nor the
    // background schedulers and web-app switches, which the operator runs.
    name: 'Admin',
    type: 'UserRoleGroup',
    permissions: {
      ...everything(['api/v1/admin_users']),
      'api/v1/schedulers': ['index', 'error_logs'],
      'api/v1/web_apps': ['index'],
    },
  },
  { name: 'Condo Manager', type: 'UserRoleGroup', permissions: everything(['api/v1/admin_users']) },
  {
    name: 'Device Manager',
    type: 'UserRoleGroup',
    permissions: grant({
      'api/v1/condos': ['show'],
      'api/v1/cameras': 'all',
      'api/v1/kiosks': 'all',
      'api/v1/vizitins': 'all',
      'api/v1/bots': 'all',
      'api/v1/facilities': 'all',
      'api/v1/outboxes': ['index', 'show'],
      'api/v1/role_groups': ['index'],
      // Spec part 2 §6 lets a Device Manager assign roles, so they create, edit and remove users.
      'api/v1/users': 'all',
      'api/v1/audit_events': ['index'],
    }),
  },
  {
    name: 'Viewer',
    type: 'UserRoleGroup',
    permissions: grant({
      'api/v1/condos': ['show'],
      'api/v1/notifications': ['index'],
      'api/v1/outboxes': ['index', 'show'],
      'api/v1/reports': ['index'],
      // The Devices menu item needs outboxes index+show (spec part 1 §6); its screen reads these.
      'api/v1/cameras': ['index', 'show'],
      'api/v1/kiosks': ['index', 'show'],
      'api/v1/vizitins': ['index', 'show'],
    }),
  },
  // Day-to-day staff: reads every operational screen, changes nothing, no people or system settings.
  {
    name: 'User',
    type: 'UserRoleGroup',
    permissions: readOnly([
      'api/v1/admin_users',
      'api/v1/users',
      'api/v1/bots',
      'api/v1/role_groups',
      'api/v1/schedulers',
      'api/v1/settings',
      'api/v1/tile_configs',
      'api/v1/form_questions',
    ]),
  },
  // For demonstrations: every screen visible, nothing changeable.
  { name: 'Demo', type: 'UserRoleGroup', permissions: readOnly(['api/v1/admin_users']) },
  // Every action on every condo resource; only the console's admin users are out of reach.
  { name: 'All', type: 'UserRoleGroup', permissions: everything(['api/v1/admin_users']) },
  {
    name: 'Resident',
    type: 'UserRoleGroup',
    permissions: grant({
      'api/v1/condos': ['show'],
      'api/v1/facilities': ['index'],
      'api/v1/invites': ['index'],
      'api/v1/visits': ['visitor_types', 'index'],
      'api/v1/public_holidays': ['index'],
    }),
  },
  ...bots({
    'LNPR-Bot': { 'api/v1/vehicle_entries': 'all', 'api/v1/cameras': ['index', 'show'] },
    'Alert-Bot': {
      'api/v1/alerts': 'all',
      'api/v1/alert_types': ['index'],
      'api/v1/cameras': ['index', 'show'],
      'api/v1/notifications': ['index'],
    },
    'VMS-Bot': {
      'api/v1/visits': 'all',
      'api/v1/visitors': 'all',
      'api/v1/invites': 'all',
      'api/v1/kiosks': ['index', 'show'],
      // residents: the simulator reads residents' plates as the lobby kiosk's bot (api/src/simulator).
      'api/v1/units': ['list', 'residents'],
    },
    'Vizitin-Bot': {
      'api/v1/vizitins': ['index', 'show'],
      'api/v1/visits': 'all',
      'api/v1/resident_entries': 'all',
      'api/v1/units': ['list'],
      'api/v1/call_logs': ['create'],
    },
    'Cameras-Bot': { 'api/v1/cameras': ['index', 'show', 'update'] },
    'Announcement-Bot': { 'api/v1/notifications': ['index', 'create'], 'api/v1/outboxes': ['index'] },
    'Webcheckin-Bot': {
      'api/v1/visits': 'all',
      'api/v1/visitors': 'all',
      'api/v1/invites': 'all',
      'api/v1/kiosks': ['index', 'show'],
    },
  }),
];

function bots(specs: Record<string, Grant>): RoleGroupDefinition[] {
  return Object.entries(specs).map(([name, spec]) => ({ name, type: 'BotRoleGroup', permissions: grant(spec) }));
}

/**
 * Spec part 2 §6: the UserRoleGroups a caller's role may assign when creating or editing a user (and, here, the
 * roles of the users they may edit or remove). A super admin assigns every UserRoleGroup; a role missing here
 * assigns nothing. The console's copy is `ASSIGNABLE_ROLES` in shared/src/permissions/assignable-roles.ts: the
 * two must agree (a console test compares them with this file).
 */
export const ASSIGNABLE_ROLES: Readonly<Record<string, readonly string[] | 'all'>> = {
  [SUPER_ADMIN]: 'all',
  'Condo Manager': ['Admin', 'User', 'Device Manager', 'Condo Manager'],
  'Device Manager': ['Admin', 'User', 'Device Manager', 'Condo Manager'],
  Admin: ['User'],
};

/** Whether a caller with role `callerRole` (a super admin whatever their role) may assign `targetRole`. */
export function mayAssignRole(callerRole: string, isSuperAdmin: boolean, targetRole: string): boolean {
  // Own entries only: a role named like an Object.prototype key assigns nothing.
  const assignable = isSuperAdmin
    ? 'all'
    : Object.hasOwn(ASSIGNABLE_ROLES, callerRole)
      ? ASSIGNABLE_ROLES[callerRole]
      : [];
  if (assignable === 'all') return true;
  return assignable?.includes(targetRole) ?? false;
}

export function permissionsOf(roleGroupName: string): PermissionMap {
  const found = ROLE_GROUPS.find((group) => group.name === roleGroupName);
  if (!found) throw new Error(`unknown role group ${roleGroupName}`);
  return found.permissions;
}
