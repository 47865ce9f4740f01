import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

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
    ...timestamps,
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
    slackUsername: text('slack_username'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /** scrypt hash for `POST /login`; null means e-mail + code only. */
    passwordHash: text('password_hash'),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('admin_users_email_key').on(t.email)],
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('condo_memberships_user_condo_key').on(t.adminUserId, t.condoId),
    index('condo_memberships_condo_idx').on(t.condoId),
    index('condo_memberships_role_group_idx').on(t.roleGroupId),
  ],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** HMAC-SHA256 of the code with the install's secret; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_email_created_idx').on(t.email, t.createdAt)],
);

export interface OutboxRecipient {
  full_name?: string;
  email?: string;
  phone?: string;
  [key: string]: unknown;
}

export const outboxes = pgTable(
  'outboxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for messages that belong to no condo (e.g. sign-in codes). */
    condoId: integer('condo_id').references(() => condos.id, { onDelete: 'cascade' }),
    from: jsonb('from').$type<string[] | string>().notNull(),
    subject: text('subject'),
    recipient: jsonb('recipient').$type<OutboxRecipient>().notNull(),
    content: text('content').notNull().default(''),
    medium: text('medium').notNull(),
    status: text('status').notNull(),
    type: text('type').notNull(),
    msgId: text('msg_id'),
    recipientType: text('recipient_type').notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outboxes_condo_created_idx').on(t.condoId, t.createdAt),
    index('outboxes_condo_recipient_type_created_idx').on(t.condoId, t.recipientType, t.createdAt),
  ],
);

export type Condo = typeof condos.$inferSelect;
export type NewCondo = typeof condos.$inferInsert;
export type RoleGroup = typeof roleGroups.$inferSelect;
export type AdminUser = typeof adminUsers.$inferSelect;
