import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When a row was made and last changed; a write that changes it sets updatedAt itself. */
export const timestamps = {
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
