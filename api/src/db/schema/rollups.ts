import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AlertStatus, VehicleType, VisitorType } from './activity';
import { alertTypes, condos } from './core';

/**
 * Roll-ups of the site activity (issue #12's 30-day target): counts per UTC hour or day that a month's report reads
 * instead of half a million rows. Kept exact by statement triggers on the activity tables (db/activity-rollups.ts);
 * a query reads the whole buckets of its range here and the partial buckets at its edges from the rows.
 */

const condoId = () =>
  integer('condo_id')
    .notNull()
    .references(() => condos.id, { onDelete: 'cascade' });

/** Vehicle entries per UTC hour: in by in_time's hour, out by out_time's hour. */
export const vehicleEntryHours = pgTable(
  'vehicle_entry_hours',
  {
    condoId: condoId(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    entryType: text('entry_type').$type<'resident' | 'visitor'>().notNull(),
    registered: boolean('registered').notNull(),
    lane: text('lane').$type<'resident' | 'visitor'>().notNull(),
    vehicleType: text('vehicle_type').$type<VehicleType>().notNull(),
    entriesIn: integer('entries_in').notNull().default(0),
    entriesOut: integer('entries_out').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.condoId, t.hour, t.entryType, t.registered, t.lane, t.vehicleType] })],
);

/** Visits per UTC hour of in_time and visitor type. */
export const visitHours = pgTable(
  'visit_hours',
  {
    condoId: condoId(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    visitorType: text('visitor_type').$type<VisitorType>().notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.condoId, t.hour, t.visitorType] })],
);

/**
 * Resident-lane entries per UTC day and plate, of plates that are no resident's registered vehicle (the
 * non-resident-vehicle card): registering a plate removes its rows, unregistering it adds its history back.
 */
export const residentLanePlateDays = pgTable(
  'resident_lane_plate_days',
  {
    condoId: condoId(),
    day: date('day', { mode: 'string' }).notNull(),
    numberPlate: text('number_plate').notNull(),
    entryType: text('entry_type').$type<'resident' | 'visitor'>().notNull(),
    entries: integer('entries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.condoId, t.day, t.numberPlate, t.entryType] })],
);

/**
 * Visits per UTC month and visitor phone: the most-visited card's upper bound (a visitor's visits in a range are at
 * most those of the months it touches), so it counts exactly only the visitors that can make the top.
 */
export const visitorMonths = pgTable(
  'visitor_months',
  {
    condoId: condoId(),
    month: date('month', { mode: 'string' }).notNull(),
    visitorPhone: text('visitor_phone').notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.condoId, t.month, t.visitorPhone] }),
    index('visitor_months_condo_month_visits_idx').on(t.condoId, t.month, t.visits.desc()),
  ],
);

/** Alerts per UTC hour of from_time, type and status (the alert report's aggregation). */
export const alertHours = pgTable(
  'alert_hours',
  {
    condoId: condoId(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    alertTypeId: integer('alert_type_id')
      .notNull()
      .references(() => alertTypes.id, { onDelete: 'cascade' }),
    status: text('status').$type<AlertStatus>().notNull(),
    alerts: integer('alerts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.condoId, t.hour, t.alertTypeId, t.status] })],
);
