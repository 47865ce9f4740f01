import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { adminUsers } from './core';

/** How a console user has arranged one list's table: its columns in their order, each shown or hidden, and density. */
export interface TablePreferenceValue {
  columns: { key: string; hidden: boolean }[];
  density: 'comfortable' | 'compact';
}

/**
 * A console user's own settings of one list (routes/preferences/): kept on the server so they follow the user to
 * another browser. One row a user and list; a user's rows go with the user.
 */
export const tablePreferences = pgTable(
  'table_preferences',
  {
    adminUserId: integer('admin_user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    /** The list's id as the console names it (`outbox`, `condo-users`). */
    list: text('list').notNull(),
    value: jsonb('value').$type<TablePreferenceValue>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'table_preferences_pkey', columns: [t.adminUserId, t.list] })],
);
