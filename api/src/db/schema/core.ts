import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';

/** A role group's permissions: resource path (`api/v1/cameras`) → actions (`index`, `show`, …). */
export type PermissionMap = Record<string, string[]>;

export type RoleGroupType = 'UserRoleGroup' | 'BotRoleGroup' | 'AdminRoleGroup';

export interface CondoUrlHost {
  web_ui: string;
  service_ui: string;
}

export interface CondoConfigurations {
  mqtt?: {
    healthcheck: string;
    host: string;
    main_channel: string;
    password: string;
    port: number;
    username: string;
  };
  [key: string]: unknown;
}

export type Switch = 'Enabled' | 'Disabled';

export const condos = pgTable(
  'condos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    aliasName: text('alias_name').notNull(),
    status: text('status').notNull().default('active'),
    guardHouse: text('guard_house').notNull().default(''),
    defaultCountryCode: integer('default_country_code').notNull().default(65),
    email: text('email').notNull(),
    location: text('location').notNull().default(''),
    logoUrl: text('logo_url').notNull().default(''),
    urlHost: jsonb('url_host').$type<CondoUrlHost>().notNull(),
    webApps: jsonb('web_apps').$type<string[]>().notNull().default([]),
    configurations: jsonb('configurations').$type<CondoConfigurations>().notNull().default({}),
    completed: boolean('completed').notNull().default(false),
    contractor: text('contractor').$type<Switch>().notNull().default('Enabled'),
    guest: text('guest').$type<Switch>().notNull().default('Enabled'),
    delivery: text('delivery').$type<Switch>().notNull().default('Enabled'),
    invite: text('invite').$type<Switch>().notNull().default('Enabled'),
    /** Whether the condo's residents may sign in to the resident app (Condo details, allow-login selector). */
    allowLogin: boolean('allow_login').notNull().default(true),
    ...timestamps,
    /** The row as an item of the condo list, JSON text kept by a trigger (src/db/condo-list-items.ts). */
    listJson: text('list_json'),
  },
  (t) => [uniqueIndex('condos_alias_name_key').on(t.aliasName), index('condos_name_idx').on(t.name, t.id)],
);

export const roleGroups = pgTable(
  'role_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    type: text('type').$type<RoleGroupType>().notNull(),
    permissions: jsonb('permissions').$type<PermissionMap>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('role_groups_name_key').on(t.name), index('role_groups_type_name_idx').on(t.type, t.name)],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-case; look-ups lower-case their input. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Digits only, without the country code. */
    phone: text('phone'),
    countryCode: integer('country_code').notNull().default(65),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    slackUsername: text('slack_username'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** scrypt hash for `POST /login`; null means e-mail + code only. */
    passwordHash: text('password_hash'),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('admin_users_email_key').on(t.email),
    // A condo's Users list pages by first name: with many members, walking this and probing the membership key
    // beats sorting them all (docs/api/condos-and-users.md, Identity).
    index('admin_users_first_name_idx').on(t.firstName, t.id),
    // The Users search: part of the first name, last name or e-mail (ILIKE '%…%' on one expression).
    index('admin_users_search_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
  ],
);

/**
 * A sign-in: its id is the `sid` of the tokens it issued. A refresh token works only while its session is
 * neither ended (Log Out, an administrator, a reused refresh token) nor past `expires_at`, and only if it is the
 * session's current one (`refresh_token_id`, its `jti`): every refresh replaces it (auth/refresh-rotation.ts).
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** `logout`, `administrator` or `reuse` (a replaced refresh token came back) */
    endedBy: text('ended_by'),
    /** The `jti` of the one refresh token that may refresh; null on sessions opened before rotation. */
    refreshTokenId: text('refresh_token_id'),
    /** The `jti` the last refresh replaced, and when: it still answers for a moment (two tabs refreshing at once). */
    previousRefreshTokenId: text('previous_refresh_token_id'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
  },
  (t) => [index('admin_sessions_user_idx').on(t.adminUserId, t.expiresAt)],
);

export const condoMemberships = pgTable(
  'condo_memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    roleGroupId: integer('role_group_id')
      .notNull()
      .references(() => roleGroups.id),
    /** A read-only member gets only the read actions of the role group's map. */
    readOnly: boolean('read_only').notNull().default(false),
    /**
     * The member's first name, kept by triggers (src/db/member-names.ts): the Users list pages a condo's members by
     * first name from one index of this table, whatever page it is asked for.
     */
    sortName: text('sort_name').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('condo_memberships_user_condo_key').on(t.adminUserId, t.condoId),
    index('condo_memberships_condo_name_idx').on(t.condoId, t.sortName, t.adminUserId),
    index('condo_memberships_condo_idx').on(t.condoId),
    index('condo_memberships_role_group_idx').on(t.roleGroupId),
  ],
);

/**
 * A person added to a condo by the e-mail of an account that already exists (docs/api/condos-and-users.md, Identity):
 * the account joins only when its owner accepts the mailed invitation. Until then the condo's Users list shows this
 * row, as the inviter typed it, exactly as it would show a new account; its id comes from admin_users' own sequence so
 * that it looks like one too.
 */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: integer('id').primaryKey().default(sql`nextval(pg_get_serial_sequence('admin_users', 'id'))`),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    /** The invited account; never shown to the inviter. */
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    roleGroupId: integer('role_group_id')
      .notNull()
      .references(() => roleGroups.id),
    readOnly: boolean('read_only').notNull().default(false),
    // What the inviter typed: the row as the condo sees it until the invitation is accepted.
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone'),
    countryCode: integer('country_code').notNull().default(65),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    invitedById: integer('invited_by_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_invitations_condo_user_key').on(t.condoId, t.adminUserId),
    index('user_invitations_condo_name_idx').on(t.condoId, t.firstName, t.id),
  ],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** HMAC-SHA256 of the code with the install's secret; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    /**
     * Random; the code is derived from it with the install's secret, so the mail job can send it without storing it.
     */
    nonce: text('nonce'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_email_created_idx').on(t.email, t.createdAt)],
);

export interface OutboxRecipient {
  full_name?: string;
  email?: string;
  phone?: string;
  [key: string]: unknown;
}

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** The file's key in the report store (src/report-jobs/storage.ts). */
  key: string;
}

/**
 * Every message the system sends, one row per recipient and medium. `status` is the latest step of its walk
 * (queued → sending → sent → delivered | failed | undelivered …); outbox_events holds the whole history.
 */
export const outboxes = pgTable(
  'outboxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for messages that belong to no condo (e.g. sign-in codes). */
    condoId: integer('condo_id').references(() => condos.id, { onDelete: 'cascade' }),
    from: jsonb('from').$type<string[] | string>().notNull(),
    subject: text('subject'),
    recipient: jsonb('recipient').$type<OutboxRecipient>().notNull(),
    /** recipient.full_name, kept in a column so the Outbox filters and aggregates it from an index. */
    recipientName: text('recipient_name').generatedAlwaysAs(sql`coalesce(recipient ->> 'full_name', '')`),
    content: text('content').notNull().default(''),
    /** Files a mail carries, by their key in the report store (a mailed user report's PDF). */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** mail | sms | whatsapp | fcm | ivr */
    medium: text('medium').notNull(),
    status: text('status').notNull(),
    /** MailSent | SmsSent | WhatsappSent | FcmSent | IvrCall */
    type: text('type').notNull(),
    msgId: text('msg_id'),
    /** user | resident | visitor | invitee | contractor | open_user | employee */
    recipientType: text('recipient_type').notNull().default('user'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Who sent it from the console (Send SMS, resend); null for the system's own messages. */
    sentById: integer('sent_by_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** A resend points at the message it repeats. */
    resendOfId: integer('resend_of_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outboxes_condo_created_idx').on(t.condoId, t.createdAt),
    // The Outbox tab's range, with the columns its aggregations and filters read: an index-only scan.
    index('outboxes_condo_tab_created_idx').on(
      t.condoId,
      t.recipientType,
      t.createdAt,
      t.status,
      t.medium,
      t.recipientName,
    ),
  ],
);

/** One row per status a message took, with when and why (the Outbox detail's history). */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outboxes.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_events_outbox_idx').on(t.outboxId, t.id)],
);

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/**
 * The one queue of background work (message delivery now; schedulers and report jobs later). Workers claim due
 * rows with FOR UPDATE SKIP LOCKED, so several API instances run each job once; a row outlives a restart.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The worker holding it, and until when: a crashed worker's job is claimed again after this. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx').on(t.queue, t.runAt).where(sql`status in ('pending', 'running')`),
    // The finished jobs of a queue, oldest first: what retention deletes (report-jobs/retention.ts, call-log reports),
    // without reading every delivery job the table holds.
    index('jobs_finished_idx').on(t.queue, t.createdAt).where(sql`status in ('done', 'failed')`),
  ],
);

/** Notification groups: who gets an alert's SMS, WhatsApp and mail (ids of the condo's users). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    notificationType: text('notification_type').notNull(),
    smsUserIds: integer('sms_user_ids').array().notNull().default(sql`'{}'::integer[]`),
    whatsappUserIds: integer('whatsapp_user_ids').array().notNull().default(sql`'{}'::integer[]`),
    mailUserIds: integer('mail_user_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...timestamps,
  },
  (t) => [index('notifications_condo_name_idx').on(t.condoId, t.name, t.id)],
);

/** User reports: which report kind goes to which users. */
export const userReports = pgTable(
  'user_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    reportType: text('report_type').notNull(),
    status: text('status').notNull().default('active'),
    userIds: integer('user_ids').array().notNull().default(sql`'{}'::integer[]`),
    ...timestamps,
  },
  (t) => [index('user_reports_condo_name_idx').on(t.condoId, t.name, t.id)],
);

/** Numbers the condo never sends to (STOP replies, numbers the carrier rejects, requests). */
export const suppressionLists = pgTable(
  'suppression_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    countryCode: integer('country_code').notNull(),
    /** Digits only, without the country code. */
    phone: text('phone').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('suppression_lists_condo_number_key').on(t.condoId, t.countryCode, t.phone),
    index('suppression_lists_condo_created_idx').on(t.condoId, t.createdAt, t.id),
  ],
);

/** The condo's residents (as far as messaging needs them: who a phone number belongs to). */
export const residents = pgTable(
  'residents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    countryCode: integer('country_code').notNull().default(65),
    phone: text('phone').notNull(),
    email: text('email'),
    unitNumber: text('unit_number'),
    /** The unit the resident lives in (Units screen); `unit_number` stays the free text messaging shows. */
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('active'),
    ...timestamps,
  },
  (t) => [index('residents_condo_phone_idx').on(t.condoId, t.phone), index('residents_unit_idx').on(t.unitId)],
);

/**
 * The condo's units (spec part 2 §2, Units): block → floor → unit, each a free text as the CSV import gives it
 * (`A`, `12`, `#12-01`). The console orders them naturally (`2` before `10`); the key is the whole triple.
 */
export const units = pgTable(
  'units',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    block: text('block').notNull(),
    floor: text('floor').notNull(),
    unit: text('unit').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('units_condo_block_floor_unit_key').on(t.condoId, t.block, t.floor, t.unit)],
);

/** One row per successful units import: who imported which file and what it added (the audit trail's record). */
export const unitImports = pgTable(
  'unit_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    rows: integer('rows').notNull(),
    blocksAdded: integer('blocks_added').notNull(),
    floorsAdded: integer('floors_added').notNull(),
    unitsAdded: integer('units_added').notNull(),
    alreadyPresent: integer('already_present').notNull(),
    createdById: integer('created_by_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('unit_imports_condo_created_idx').on(t.condoId, t.createdAt)],
);

/** The condo's public holidays (spec part 2 §2; reports count them as non-working days, part 3 §5). */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    /** The calendar day, no time zone: 2026-08-09. */
    date: date('date', { mode: 'string' }).notNull(),
    /** The lowercase weekday of `date` (`sunday`), as the console sends it. */
    day: text('day').notNull(),
    holiday: text('holiday').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('public_holidays_condo_date_key').on(t.condoId, t.date)],
);

export type Condo = typeof condos.$inferSelect;
export type NewCondo = typeof condos.$inferInsert;
export type RoleGroup = typeof roleGroups.$inferSelect;
export type AdminUser = typeof adminUsers.$inferSelect;

export const facilities = pgTable(
  'facilities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [index('facilities_condo_name_idx').on(t.condoId, t.name, t.id)],
);

export const bots = pgTable(
  'bots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    roleGroupId: integer('role_group_id')
      .notNull()
      .references(() => roleGroups.id),
    name: text('name').notNull(),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    /** SHA-256 of the bot's auth token (hex); the token itself is shown once, when it is made. */
    tokenHash: text('token_hash').notNull(),
    readOnly: boolean('read_only').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bots_token_hash_key').on(t.tokenHash),
    index('bots_condo_name_idx').on(t.condoId, t.name, t.id),
    index('bots_condo_role_group_name_idx').on(t.condoId, t.roleGroupId, t.name, t.id),
  ],
);

export type DeviceKind = 'camera' | 'kiosk' | 'vizitin';
export type DeviceStatus = 'active' | 'inactive';

/**
 * Cameras, kiosks and vizitins in one table: they share nearly every field, and a MAC address must be
 * unique across all three in a condo (one unique index). `device_type` is a camera's camera_type.
 */
export const devices = pgTable(
  'devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DeviceKind>().notNull(),
    name: text('name').notNull(),
    /** Upper-case, colon-separated: AA:BB:CC:DD:EE:FF. */
    macAddress: text('mac_address').notNull(),
    /** Cameras only: LnprCamera or AlertCamera. */
    purpose: text('purpose'),
    deviceType: text('device_type').notNull(),
    status: text('status').$type<DeviceStatus>().notNull().default('active'),
    /** What the device last reported (working | stopped); the list derives lost_connectivity from it. */
    reportedState: text('reported_state'),
    timeoutMinutes: integer('timeout_minutes').notNull().default(180),
    dcsChannel: text('dcs_channel'),
    description: text('description'),
    videoTerminal: text('video_terminal'),
    /** Vizitins only: v1 or v2. */
    version: text('version'),
    facilityId: integer('facility_id').references(() => facilities.id, { onDelete: 'set null' }),
    botId: integer('bot_id').references(() => bots.id, { onDelete: 'set null' }),
    workflowId: integer('workflow_id'),
    lastDataAt: timestamp('last_data_at', { withTimezone: true }),
    /**
     * online | offline from the age of the last data against timeout_minutes, as the refresh_device_connectivity
     * scheduler task last found it (null: never checked, or the device never reported).
     */
    connectivity: text('connectivity').$type<'online' | 'offline'>(),
    connectivityCheckedAt: timestamp('connectivity_checked_at', { withTimezone: true }),
    createdById: integer('created_by_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    updatedById: integer('updated_by_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('devices_condo_mac_key').on(t.condoId, t.macAddress),
    index('devices_condo_kind_name_idx').on(t.condoId, t.kind, t.name, t.id),
    index('devices_condo_kind_type_name_idx').on(t.condoId, t.kind, t.deviceType, t.name, t.id),
    index('devices_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('devices_mac_trgm_idx').using('gin', t.macAddress.op('gin_trgm_ops')),
    index('devices_bot_idx').on(t.botId),
    index('devices_facility_idx').on(t.facilityId),
  ],
);

export const deviceWorkflows = pgTable(
  'device_workflows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    version: text('version').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    createdById: integer('created_by_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('device_workflows_device_created_idx').on(t.deviceId, t.createdAt, t.id)],
);

export type DeviceCommandKind = 'reset' | 'hard_reset' | 'in_app_update';
export type DeviceCommandStatus = 'pending' | 'delivered' | 'done';

export const deviceCommands = pgTable(
  'device_commands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** The device's kind when the command was made (camera | kiosk | vizitin). */
    deviceKind: text('device_kind').$type<DeviceKind>().notNull(),
    kind: text('kind').$type<DeviceCommandKind>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<DeviceCommandStatus>().notNull().default('pending'),
    createdById: integer('created_by_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [index('device_commands_device_id_idx').on(t.deviceId, t.id)],
);

export type FaceIdPerson = 'resident' | 'employee';

export const faceIdImages = pgTable(
  'face_id_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    person: text('person').$type<FaceIdPerson>().notNull(),
    personName: text('person_name').notNull(),
    phone: text('phone').notNull().default(''),
    /** Resident: owner | tenant | family; employee: staff | contractor. */
    type: text('type').notNull(),
    status: text('status').notNull(),
    callBackId: text('call_back_id').notNull(),
    imagePath: text('image_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('face_id_images_device_person_idx').on(t.deviceId, t.person, t.id),
    index('face_id_images_device_person_status_idx').on(t.deviceId, t.person, t.status, t.id),
  ],
);

export type Device = typeof devices.$inferSelect;
export type Bot = typeof bots.$inferSelect;

/**
 * People who receive alerts (spec part 2 §3 Alert user). They do not sign in to the console; one person may be
 * assigned to several condos (`alert_user_condos`).
 */
export const alertUsers = pgTable(
  'alert_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-case. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Digits only, without the country code. */
    phone: text('phone').notNull(),
    countryCode: integer('country_code').notNull().default(65),
    status: text('status').notNull().default('active'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('alert_users_email_key').on(t.email)],
);

export const alertUserCondos = pgTable(
  'alert_user_condos',
  {
    alertUserId: integer('alert_user_id')
      .notNull()
      .references(() => alertUsers.id, { onDelete: 'cascade' }),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.alertUserId, t.condoId] }),
    index('alert_user_condos_condo_idx').on(t.condoId, t.alertUserId),
  ],
);

/** A record's change (the triggers), or a sign-in event of a user's sessions (audit/session-events.ts). */
export type AuditAction = 'create' | 'update' | 'delete' | SessionAuditAction;
export const SESSION_AUDIT_ACTIONS = ['sign_in', 'sign_in_failed', 'locked_out', 'logout', 'session_ended'] as const;
export type SessionAuditAction = (typeof SESSION_AUDIT_ACTIONS)[number];

/**
 * Every change of an audited table, written by a row trigger in the transaction of the change
 * (`src/audit/triggers.ts`). `resource` and `record_id` name the record as the console knows it (a membership
 * change is a change of its user); `entity` is the table. `changes` maps a field to `[before, after]`; secrets
 * appear only as changed, never with their values. Sign-ins, logouts and ended sessions are events of their user
 * (entity `admin_sessions`). Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (audit/triggers.ts).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null for records outside any one condo (a user's own fields, alert users). */
    condoId: integer('condo_id'),
    resource: text('resource').notNull(),
    /** Null only for a failed sign-in with an e-mail that names no account. */
    recordId: integer('record_id'),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    action: text('action').$type<AuditAction>().notNull(),
    /** Null when the change came from outside the API (psql, a migration) or from a background job. */
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    ipAddress: text('ip_address'),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_record_idx').on(t.resource, t.recordId, t.id)],
);

/**
 * Alert groups (spec part 2 §3): "Over Stay", "Unauthorized". Shared by every condo, like role groups: the alert
 * engine classifies alerts by these names, so a condo does not invent its own. Seeded by the migration.
 */
export const alertGroups = pgTable(
  'alert_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('alert_groups_name_key').on(t.name)],
);

/** The three texts an alert sends on each channel: when it is raised, resolved, or marked a false alert. */
export interface AlertContent {
  raised: string;
  resolved: string;
  false_alert: string;
}

/**
 * Alert types of a condo (spec part 2 §3): what the alert engine raises, how it is weighted and what it sends.
 * `alias_name` is the key devices and alert screens use; it never changes after creation.
 */
export const alertTypes = pgTable(
  'alert_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    aliasName: text('alias_name').notNull(),
    nature: text('nature').notNull().default('normal'),
    status: text('status').notNull().default('active'),
    /** Only for nature `unit`; null otherwise. */
    recentAlertTime: text('recent_alert_time'),
    autoResolve: text('auto_resolve').notNull().default('disable'),
    alertGroupId: integer('alert_group_id').references(() => alertGroups.id, { onDelete: 'set null' }),
    notificationId: integer('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    weightRaised: integer('weight_raised').notNull().default(10),
    weightResolved: integer('weight_resolved').notNull().default(5),
    weightFalseAlert: integer('weight_false_alert').notNull().default(2),
    whatsappContent: jsonb('whatsapp_content')
      .$type<AlertContent>()
      .notNull()
      .default({ raised: '', resolved: '', false_alert: '' }),
    smsContent: jsonb('sms_content')
      .$type<AlertContent>()
      .notNull()
      .default({ raised: '', resolved: '', false_alert: '' }),
    emergency: boolean('emergency').notNull().default(false),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('alert_types_condo_alias_key').on(t.condoId, t.aliasName),
    index('alert_types_condo_name_idx').on(t.condoId, t.name, t.id),
    index('alert_types_notification_idx').on(t.notificationId),
  ],
);

/**
 * Alert screens (spec part 2 §3 presentation): a panel of the guard-house alert display showing the alerts of the
 * listed alert types (by alias name), in `position` order.
 */
export const presentations = pgTable(
  'presentations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    header: text('header').notNull().default(''),
    footer: text('footer').notNull().default(''),
    alertTypes: text('alert_types').array().notNull().default(sql`'{}'::text[]`),
    sound: boolean('sound').notNull().default(true),
    disabled: boolean('disabled').notNull().default(false),
    visibility: boolean('visibility').notNull().default(false),
    url: text('url'),
    iconUrl: text('icon_url'),
    expand: text('expand').notNull().default('medium'),
    align: text('align').notNull().default('left'),
    ...timestamps,
  },
  (t) => [index('presentations_condo_position_idx').on(t.condoId, t.position, t.id)],
);

export type SchedulerStatus = 'active' | 'inactive';

/**
 * Background schedulers of a condo (spec part 2 §3): a registry task (src/schedulers/registry.ts) run on a 5-field
 * cron line in the condo's time zone. `next_run_at` is the planner's bookmark: the fire time it plans next.
 */
export const schedulers = pgTable(
  'schedulers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<SchedulerStatus>().notNull().default('active'),
    service: text('service').notNull(),
    task: text('task').notNull(),
    cronline: text('cronline').notNull(),
    /** Minutes after a missed fire time within which it still runs once at start; 0: always. */
    graceTime: integer('grace_time').notNull().default(0),
    /** True while a run is in progress. */
    working: boolean('working').notNull().default(false),
    /** When the last successful run finished. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('schedulers_condo_name_idx').on(t.condoId, t.name, t.id),
    index('schedulers_due_idx').on(t.nextRunAt).where(sql`status = 'active'`),
  ],
);

export type SchedulerRunOutcome = 'queued' | 'running' | 'done' | 'failed' | 'skipped';

/**
 * One planned (or Run now) fire of a scheduler. The unique (scheduler_id, planned_at) of cron runs is what makes
 * several API instances plan a fire time once: the planner inserts with ON CONFLICT DO NOTHING and enqueues the
 * job only when its insert won, in the same transaction.
 */
export const schedulerRuns = pgTable(
  'scheduler_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    schedulerId: integer('scheduler_id')
      .notNull()
      .references(() => schedulers.id, { onDelete: 'cascade' }),
    condoId: integer('condo_id').notNull(),
    /** cron: planned by the planner; manual: Run now. */
    trigger: text('trigger').$type<'cron' | 'manual'>().notNull(),
    plannedAt: timestamp('planned_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome').$type<SchedulerRunOutcome>().notNull().default('queued'),
    /** What the task returned (counts), or the error. */
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scheduler_runs_planned_key').on(t.schedulerId, t.plannedAt).where(sql`trigger = 'cron'`),
    index('scheduler_runs_scheduler_idx').on(t.schedulerId, t.id),
  ],
);

export interface SchedulerErrorDetail {
  name: string;
  stack?: string;
  planned_at: string;
  started_at: string;
  finished_at: string;
  trigger: 'cron' | 'manual';
  service: string;
  task: string;
}

/** A failed run (spec part 2 §3 Scheduler error log); `detail` is what the Detail Log page shows. */
export const schedulerErrorLogs = pgTable(
  'scheduler_error_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    schedulerId: integer('scheduler_id')
      .notNull()
      .references(() => schedulers.id, { onDelete: 'cascade' }),
    condoId: integer('condo_id').notNull(),
    runId: integer('run_id').references(() => schedulerRuns.id, { onDelete: 'set null' }),
    statusCode: integer('status_code').notNull(),
    message: text('message').notNull(),
    detail: jsonb('detail').$type<SchedulerErrorDetail>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('scheduler_error_logs_scheduler_idx').on(t.schedulerId, t.createdAt, t.id)],
);

/** A condo's web apps (spec part 2 §3 Web app): alerts, wemas, lnpr, residents, vms; switched on or off. */
export const webApps = pgTable(
  'web_apps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    aliasName: text('alias_name').notNull(),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('web_apps_condo_alias_key').on(t.condoId, t.aliasName),
    index('web_apps_condo_idx').on(t.condoId, t.id),
  ],
);

export type TileType = 'tiles' | 'charts';

/** The dashboard's tiles and charts & tables (spec part 2 §3 Tile/chart config), in the order of `position`. */
export const tileConfigs = pgTable(
  'tile_configs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    tileType: text('tile_type').$type<TileType>().notNull(),
    name: text('name').notNull(),
    aliasName: text('alias_name').notNull(),
    position: integer('position').notNull(),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    webAppId: integer('web_app_id').references(() => webApps.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('tile_configs_condo_alias_key').on(t.condoId, t.tileType, t.aliasName),
    index('tile_configs_condo_type_position_idx').on(t.condoId, t.tileType, t.position, t.id),
    index('tile_configs_web_app_idx').on(t.webAppId),
  ],
);

/** One field of a rule group's or a condo config's schema (spec part 2 §3 Setting). */
export interface SettingField {
  name: string;
  desc: string;
  data_type: 'Integer' | 'String' | 'Array' | 'Boolean';
  allowed_values: string[] | null;
}
export type SettingSchema = Record<string, SettingField>;
export type SettingValues = Record<string, unknown>;

/** The dashboard's rule groups (spec part 2 §3 Setting): a schema and its values, per condo. */
export const condoSettings = pgTable(
  'condo_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    aliasName: text('alias_name').notNull(),
    // json, not jsonb: the fields keep the order they were defined in (jsonb sorts keys).
    schema: json('schema').$type<SettingSchema>().notNull(),
    values: jsonb('values').$type<SettingValues>().notNull(),
    updatedById: integer('updated_by_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('condo_settings_condo_alias_key').on(t.condoId, t.aliasName),
    index('condo_settings_updated_by_idx').on(t.updatedById),
  ],
);

export type UiType = 'ui' | 'service_ui';

/**
 * A condo's ui and service_ui configuration (spec part 2 §3 Condo config): the schema groups
 * (`[{alias_name, schema}]`) and the values keyed by group alias.
 */
export const condoConfigs = pgTable(
  'condo_configs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    uiType: text('ui_type').$type<UiType>().notNull(),
    schema: json('schema').$type<{ alias_name: string; schema: SettingSchema }[]>().notNull(),
    config: jsonb('config').$type<Record<string, SettingValues>>().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('condo_configs_condo_type_key').on(t.condoId, t.uiType)],
);

export const CALL_STATUSES = [
  'created',
  'busy',
  'canceled',
  'declined',
  'forwarded',
  'failed',
  'answered',
  'success',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
export const GATE_OPEN_VALUES = ['accepted', 'declined', 'requested'] as const;
export type GateOpen = (typeof GATE_OPEN_VALUES)[number];
export const CALL_TYPES = ['ivr', 'video_call'] as const;
export type CallType = (typeof CALL_TYPES)[number];

/**
 * Resident ivr and video calls made from a vizitin or kiosk (spec part 2 §3 Call log). The resident and device
 * are snapshots (name, phone; name, mac address) so a log keeps reading the same after either changes; the ids
 * link back when the record still exists. Written by devices, not by users: not audited.
 */
export const callLogs = pgTable(
  'call_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: integer('condo_id')
      .notNull()
      .references(() => condos.id, { onDelete: 'cascade' }),
    status: text('status').$type<CallStatus>().notNull(),
    gateOpen: text('gate_open').$type<GateOpen>(),
    residentId: integer('resident_id').references(() => residents.id, { onDelete: 'set null' }),
    residentName: text('resident_name'),
    residentPhone: text('resident_phone'),
    forwardedCall: boolean('forwarded_call').notNull().default(false),
    /** Which of the unit's numbers took a forwarded call: primary or secondary (null when not forwarded). */
    forwardedTo: text('forwarded_to').$type<'primary' | 'secondary'>(),
    unitNumber: text('unit_number'),
    callType: text('call_type').$type<CallType>().notNull(),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    deviceName: text('device_name'),
    deviceMac: text('device_mac'),
    forwardedReason: text('forwarded_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('call_logs_condo_created_idx').on(t.condoId, t.createdAt.desc(), t.id.desc()),
    index('call_logs_condo_status_created_idx').on(t.condoId, t.status, t.createdAt.desc()),
    index('call_logs_condo_type_created_idx').on(t.condoId, t.callType, t.createdAt.desc()),
    index('call_logs_resident_idx').on(t.residentId),
    index('call_logs_device_idx').on(t.deviceId),
  ],
);
