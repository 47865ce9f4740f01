import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { alertTypes, condos, devices, residents, units } from './core';

/**
 * Site activity (spec part 3 §3): what the gates, cameras, kiosks and meters record as the condo lives. Written by
 * devices and the demo generator, read by reports and analytics; not audited (nobody edits it in the console,
 * except a vehicle-entry offset slot). Names, phones and plates are snapshots, so a row reads the same after the
 * person or device behind it changes; the ids link back while the record exists. Every table carries the condo.
 */

const condoId = () =>
  integer('condo_id')
    .notNull()
    .references(() => condos.id, { onDelete: 'cascade' });

export const VISITOR_TYPES = ['Guest', 'Delivery', 'Contractor', 'Pickup/Drop'] as const;
export type VisitorType = (typeof VISITOR_TYPES)[number];
export const VEHICLE_TYPES = ['car', 'motorcycle', 'van', 'lorry', 'bus'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
/** How a resident came through a gate (spec part 3 §9). */
export const ENTRY_MODES = ['FACE', 'RFID', 'SMART_QR'] as const;
export type EntryMode = (typeof ENTRY_MODES)[number];
/** How a visitor was let in (the VMS visit record's mode_of_entry). */
export const VISIT_ENTRY_MODES = ['kiosk', 'invite', 'guard_house', 'intercom'] as const;
export type VisitEntryMode = (typeof VISIT_ENTRY_MODES)[number];
export const ALERT_STATUSES = ['Raised', 'Resolved'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
/** Employee type keys (spec part 3 §3). */
export const EMPLOYEE_TYPES = ['security', 'gardener', 'landscape', 'cleaner', 'Ma Staff', 'contractor'] as const;
export type EmployeeType = (typeof EMPLOYEE_TYPES)[number];
export const WATER_METER_KINDS = ['Small Meter', 'Big Meter'] as const;

/**
 * An index on a reference that may be null, for the database's own use: deleting a condo, device, resident or visit
 * clears or removes the rows pointing at it, and without one each deleted row scanned the whole table (deleting a
 * demo condo took minutes).
 */
function refIndex(name: string, column: AnyPgColumn) {
  return index(name).on(column).where(sql`${column} IS NOT NULL`);
}
/** A resident's registered vehicles: a plate on this list is a registered resident vehicle at the gate. */
export const residentVehicles = pgTable(
  'resident_vehicles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: condoId(),
    residentId: integer('resident_id')
      .notNull()
      .references(() => residents.id, { onDelete: 'cascade' }),
    numberPlate: text('number_plate').notNull(),
    vehicleType: text('vehicle_type').$type<VehicleType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('resident_vehicles_condo_plate_key').on(t.condoId, t.numberPlate),
    index('resident_vehicles_resident_idx').on(t.residentId),
  ],
);

/** People who visit (regular visitors return): one row per phone number in a condo. */
export const visitors = pgTable(
  'visitors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: condoId(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    visitorType: text('visitor_type').$type<VisitorType>().notNull(),
    numberPlate: text('number_plate'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('visitors_condo_phone_key').on(t.condoId, t.phone)],
);

/** A resident's invitation of a visitor; `self_invite` when the resident invited their own vehicle in. */
export const invites = pgTable(
  'invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: condoId(),
    residentId: integer('resident_id').references(() => residents.id, { onDelete: 'set null' }),
    residentName: text('resident_name'),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    unitNumber: text('unit_number'),
    block: text('block'),
    visitorId: integer('visitor_id').references(() => visitors.id, { onDelete: 'set null' }),
    visitorName: text('visitor_name').notNull(),
    visitorPhone: text('visitor_phone').notNull(),
    visitorType: text('visitor_type').$type<VisitorType>().notNull(),
    numberPlate: text('number_plate'),
    selfInvite: boolean('self_invite').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('invites_condo_created_idx').on(t.condoId, t.createdAt),
    index('invites_condo_unit_created_idx').on(t.condoId, t.unitNumber, t.createdAt),
    refIndex('invites_resident_ref_idx', t.residentId),
    refIndex('invites_unit_ref_idx', t.unitId),
    refIndex('invites_visitor_ref_idx', t.visitorId),
  ],
);

/** A visitor's visit, from the kiosk, an invite or the guard house, with its in and out times. */
export const visits = pgTable(
  'visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: condoId(),
    visitorId: integer('visitor_id').references(() => visitors.id, { onDelete: 'set null' }),
    visitorName: text('visitor_name').notNull(),
    visitorPhone: text('visitor_phone').notNull(),
    visitorType: text('visitor_type').$type<VisitorType>().notNull(),
    inviteId: integer('invite_id').references(() => invites.id, { onDelete: 'set null' }),
    residentId: integer('resident_id').references(() => residents.id, { onDelete: 'set null' }),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    unitNumber: text('unit_number'),
    /** Comma-separated when a visit covers several blocks (spec part 3 §3). */
    block: text('block'),
    purpose: text('purpose'),
    modeOfEntry: text('mode_of_entry').$type<VisitEntryMode>().notNull(),
    numberPlate: text('number_plate'),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    deviceName: text('device_name'),
    inTime: timestamp('in_time', { withTimezone: true }).notNull(),
    /** Null while the visitor is inside. */
    outTime: timestamp('out_time', { withTimezone: true }),
  },
  (t) => [
    // The phone rides along so the most-visited count is an index-only scan; the phone index then finds the top
    // visitors' visits.
    index('visits_condo_in_idx').on(t.condoId, t.inTime, t.visitorType, t.visitorPhone),
    index('visits_condo_phone_in_idx').on(t.condoId, t.visitorPhone, t.inTime),
    index('visits_condo_type_in_idx').on(t.condoId, t.visitorType, t.inTime),
    // Most Visiting Unit, Most VMS Entry and Most Intercom Entry count a month of visits from this index alone.
    index('visits_condo_in_place_idx').on(t.condoId, t.inTime, t.unitNumber, t.deviceName, t.modeOfEntry),
    index('visits_visitor_idx').on(t.visitorId),
    refIndex('visits_invite_ref_idx', t.inviteId),
    refIndex('visits_resident_ref_idx', t.residentId),
    refIndex('visits_unit_ref_idx', t.unitId),
    refIndex('visits_device_ref_idx', t.deviceId),
  ],
);

/**
 * A vehicle seen by the plate cameras: in at a lane, out later (null while inside). `entry_type` is whose vehicle
 * (resident or visitor), `registered` whether the plate is known (a resident's vehicle or an invited one), `lane`
 * which lane's camera saw it — a visitor in the resident lane is a "non-resident vehicle in the resident lane".
 */
export const vehicleEntries = pgTable(
  'vehicle_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: condoId(),
    numberPlate: text('number_plate').notNull(),
    entryType: text('entry_type').$type<'resident' | 'visitor'>().notNull(),
    registered: boolean('registered').notNull(),
    lane: text('lane').$type<'resident' | 'visitor'>().notNull(),
    vehicleType: text('vehicle_type').$type<VehicleType>().notNull(),
    residentId: integer('resident_id').references(() => residents.id, { onDelete: 'set null' }),
    visitId: integer('visit_id').references(() => visits.id, { onDelete: 'set null' }),
    visitorName: text('visitor_name'),
    visitorPhone: text('visitor_phone'),
    block: text('block'),
    unitNumber: text('unit_number'),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    deviceName: text('device_name'),
    inTime: timestamp('in_time', { withTimezone: true }).notNull(),
    outTime: timestamp('out_time', { withTimezone: true }),
  },
  (t) => [
    // The columns the report counts filter and group by ride along, so a month's counts are index-only scans.
    index('vehicle_entries_condo_in_idx').on(t.condoId, t.inTime, t.entryType, t.registered, t.lane, t.vehicleType),
    index('vehicle_entries_condo_out_idx').on(t.condoId, t.outTime, t.entryType),
    index('vehicle_entries_condo_plate_in_idx').on(t.condoId, t.numberPlate, t.inTime),
    refIndex('vehicle_entries_resident_ref_idx', t.residentId),
    refIndex('vehicle_entries_visit_ref_idx', t.visitId),
    refIndex('vehicle_entries_device_ref_idx', t.deviceId),
    // Unregistered plates are a few percent of the entries: the most-unregistered card reads only them.
    index('vehicle_entries_condo_unregistered_in_idx')
      .on(t.condoId, t.inTime, t.entryType, t.numberPlate)
      .where(sql`NOT registered`),
  ],
);

/** An alert the engine raised, later resolved (or not). The entity columns snapshot what it was about. */
export const alerts = pgTable(
  'alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: condoId(),
    alertTypeId: integer('alert_type_id')
      .notNull()
      .references(() => alertTypes.id, { onDelete: 'cascade' }),
    status: text('status').$type<AlertStatus>().notNull().default('Raised'),
    fromTime: timestamp('from_time', { withTimezone: true }).notNull(),
    /** When it was resolved; null while Raised. */
    toTime: timestamp('to_time', { withTimezone: true }),
    description: text('description').notNull().default(''),
    imagePath: text('image_path'),
    remarks: text('remarks'),
    comments: jsonb('comments').$type<{ remarks: string }[]>().notNull().default([]),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    deviceName: text('device_name'),
    vehicleEntryId: integer('vehicle_entry_id').references(() => vehicleEntries.id, { onDelete: 'set null' }),
    visitId: integer('visit_id').references(() => visits.id, { onDelete: 'set null' }),
    numberPlate: text('number_plate'),
    block: text('block'),
    unitNumber: text('unit_number'),
    visitorName: text('visitor_name'),
    visitorPhone: text('visitor_phone'),
  },
  (t) => [
    // The device rides along so Most Alerts From Camera counts a month of alerts from the index alone.
    index('alerts_condo_from_device_idx').on(t.condoId, t.fromTime, t.deviceId, t.deviceName),
    index('alerts_condo_type_from_idx').on(t.condoId, t.alertTypeId, t.fromTime),
    refIndex('alerts_type_ref_idx', t.alertTypeId),
    refIndex('alerts_device_ref_idx', t.deviceId),
    refIndex('alerts_vehicle_entry_ref_idx', t.vehicleEntryId),
    refIndex('alerts_visit_ref_idx', t.visitId),
  ],
);

/** A resident through a gate by face, RFID card or smart QR. */
export const residentEntries = pgTable(
  'resident_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: condoId(),
    residentId: integer('resident_id').references(() => residents.id, { onDelete: 'set null' }),
    residentName: text('resident_name').notNull(),
    residentPhone: text('resident_phone').notNull(),
    unitNumber: text('unit_number'),
    entryMode: text('entry_mode').$type<EntryMode>().notNull(),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    deviceName: text('device_name'),
    entryTime: timestamp('entry_time', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('resident_entries_condo_time_idx').on(t.condoId, t.entryTime),
    refIndex('resident_entries_resident_ref_idx', t.residentId),
    refIndex('resident_entries_device_ref_idx', t.deviceId),
    // The analytics entry-mode cards count one mode's month of entries by phone from this index alone.
    index('resident_entries_condo_mode_time_idx').on(
      t.condoId,
      t.entryMode,
      t.entryTime,
      t.residentPhone,
      t.residentName,
    ),
  ],
);

/** The condo's staff: security, gardeners, cleaners… (not console users). */
export const employees = pgTable(
  'employees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: condoId(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    employeeType: text('employee_type').$type<EmployeeType>().notNull(),
    accessCardRegistered: boolean('access_card_registered').notNull().default(false),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [index('employees_condo_type_name_idx').on(t.condoId, t.employeeType, t.name)],
);

/** An employee through a staff gate: in, and out later (null while on site). `source` is camera or device. */
export const employeeEntries = pgTable(
  'employee_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: condoId(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    source: text('source').$type<'camera' | 'device'>().notNull().default('device'),
    deviceId: integer('device_id').references(() => devices.id, { onDelete: 'set null' }),
    inTime: timestamp('in_time', { withTimezone: true }).notNull(),
    outTime: timestamp('out_time', { withTimezone: true }),
  },
  (t) => [
    index('employee_entries_condo_in_idx').on(t.condoId, t.inTime),
    index('employee_entries_employee_in_idx').on(t.employeeId, t.inTime),
    refIndex('employee_entries_device_ref_idx', t.deviceId),
  ],
);

/** One row per employee per day present: the day's first in and last out. */
export const attendanceEntries = pgTable(
  'attendance_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: condoId(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    inTime: timestamp('in_time', { withTimezone: true }).notNull(),
    outTime: timestamp('out_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('attendance_entries_employee_day_key').on(t.employeeId, t.day),
    index('attendance_entries_condo_in_idx').on(t.condoId, t.inTime),
  ],
);

/** The condo's water meters (Small Meter, Big Meter). */
export const waterMeters = pgTable(
  'water_meters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: condoId(),
    name: text('name').notNull(),
    serialNumber: text('serial_number').notNull(),
  },
  (t) => [uniqueIndex('water_meters_condo_name_key').on(t.condoId, t.name)],
);

/** What a meter measured in a 30-minute slot starting at `reading_at` (spec part 3 §9), in units (m³). */
export const waterMeterReadings = pgTable(
  'water_meter_readings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: condoId(),
    waterMeterId: integer('water_meter_id')
      .notNull()
      .references(() => waterMeters.id, { onDelete: 'cascade' }),
    readingAt: timestamp('reading_at', { withTimezone: true }).notNull(),
    consumption: numeric('consumption', { precision: 12, scale: 3, mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('water_meter_readings_meter_at_key').on(t.waterMeterId, t.readingAt),
    index('water_meter_readings_condo_at_idx').on(t.condoId, t.readingAt),
  ],
);

/**
 * The vehicle-parking chart's time slots (spec part 3 §3): one per hour of the day (`from_time` "HH:mm"), each with
 * an `offset` the site corrects by hand — vehicles inside that the cameras did not see come in.
 */
export const vehicleEntryOffsets = pgTable(
  'vehicle_entry_offsets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    condoId: condoId(),
    fromTime: text('from_time').notNull(),
    offset: integer('offset').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vehicle_entry_offsets_condo_from_key').on(t.condoId, t.fromTime)],
);
