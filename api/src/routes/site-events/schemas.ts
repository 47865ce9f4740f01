import { type TSchema, Type } from 'typebox';
import {
  ALERT_STATUSES,
  CALL_STATUSES,
  CALL_TYPES,
  ENTRY_MODES,
  GATE_OPEN_VALUES,
  VEHICLE_TYPES,
  VISIT_ENTRY_MODES,
  VISITOR_TYPES,
} from '../../db/schema';
import { Id, MAX_LENGTH, StringEnum } from '../../plugins/envelope';
import { MAC_PATTERN } from '../devices/kinds';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Time = Type.String({ format: 'date-time' });
const NullableText = Nullable(Type.String());

/** Free text without NUL characters (PostgreSQL text cannot hold them). */
const NO_NUL = '^[^\\u0000]*$';
const Text = (maxLength: number, options: { description?: string; minLength?: number } = {}) =>
  Type.String({ maxLength, pattern: NO_NUL, 'x-message': 'must not contain NUL characters', ...options });

const Mac = (description: string) =>
  Type.String({
    pattern: MAC_PATTERN,
    maxLength: 40,
    description,
    'x-message': 'must be six hex pairs separated by : or -',
  });
const Plate = Type.String({
  maxLength: 20,
  pattern: '^\\s*[A-Za-z0-9][A-Za-z0-9 -]*$',
  description: 'As the camera read it (letters, digits, spaces, dashes)',
  'x-message': 'must be letters and digits',
});
const Name = Type.String({
  maxLength: MAX_LENGTH.name,
  pattern: '^[^\\u0000]*\\S[^\\u0000]*$',
  'x-message': 'must not be blank',
});
const Phone = Type.String({
  minLength: 3,
  maxLength: 30,
  pattern: '^\\+?[0-9 ()-]+$',
  'x-message': 'must be a phone number',
});

/** What a lane's camera reports: a plate coming in. */
export const VehicleEntryBody = Type.Object({
  vehicle_entry: Type.Object({
    number_plate: Plate,
    vehicle_type: StringEnum(VEHICLE_TYPES),
    lane: StringEnum(['resident', 'visitor'] as const, { description: 'Which lane’s camera saw it' }),
    mac_address: Mac('The camera that saw it: a camera of this condo'),
  }),
});

export const VehicleExitBody = Type.Object({
  vehicle_entry: Type.Object({
    number_plate: Plate,
    mac_address: Mac('The exit camera: a camera of this condo'),
  }),
});

export const VisitBody = Type.Object({
  visit: Type.Object({
    visitor_name: Name,
    visitor_phone: Phone,
    visitor_type: StringEnum(VISITOR_TYPES),
    unit_id: Id({ description: 'The unit visited: a unit of this condo' }),
    purpose: Type.Optional(Text(MAX_LENGTH.name)),
    number_plate: Type.Optional(Plate),
    mode_of_entry: StringEnum(VISIT_ENTRY_MODES),
    mac_address: Mac('The kiosk or vizitin that checked the visitor in'),
  }),
});

export const AlertBody = Type.Object({
  alert: Type.Object({
    alert_type: Text(MAX_LENGTH.name, {
      minLength: 1,
      description: "The alias of one of the condo's alert types (overstay_visitor, …)",
    }),
    description: Text(MAX_LENGTH.text),
    mac_address: Type.Optional(Mac('The device that raised it: a device of this condo')),
    visit_id: Type.Optional(Id({ description: 'The visit it is about: a visit of this condo' })),
    vehicle_entry_id: Type.Optional(Id({ description: 'The vehicle entry it is about: one of this condo' })),
    image_path: Type.Optional(Text(500)),
  }),
});

export const ResolveAlertBody = Type.Object({
  alert: Type.Optional(Type.Object({ remarks: Type.Optional(Text(MAX_LENGTH.text)) })),
});

export const CallLogBody = Type.Object({
  call_log: Type.Object({
    status: StringEnum(CALL_STATUSES),
    gate_open: Type.Optional(Nullable(StringEnum(GATE_OPEN_VALUES))),
    call_type: StringEnum(CALL_TYPES),
    unit_number: Type.Optional(Text(50, { minLength: 1, description: 'Or resident_id' })),
    resident_id: Type.Optional(Id({ description: 'The resident called: a resident of this condo (or unit_number)' })),
    mac_address: Mac('The vizitin or kiosk the call was made from'),
    forwarded_call: Type.Optional(Type.Boolean({ default: false })),
    forwarded_to: Type.Optional(Nullable(StringEnum(['primary', 'secondary'] as const))),
    forwarded_reason: Type.Optional(Nullable(Text(MAX_LENGTH.name))),
  }),
});

export const ResidentEntryBody = Type.Object({
  resident_entry: Type.Object({
    resident_id: Id({ description: 'A resident of this condo' }),
    entry_mode: StringEnum(ENTRY_MODES),
    mac_address: Mac('The vizitin or camera at the gate'),
  }),
});

export const IdParams = Type.Object({ id: Id() });

export const ReportedVehicleEntry = Type.Object(
  {
    id: Type.Integer(),
    number_plate: Type.String(),
    entry_type: StringEnum(['resident', 'visitor'] as const),
    registered: Type.Boolean({ description: "A resident's registered vehicle or a visitor's with an open visit" }),
    lane: StringEnum(['resident', 'visitor'] as const),
    vehicle_type: StringEnum(VEHICLE_TYPES),
    resident_id: Nullable(Type.Integer()),
    visit_id: Nullable(Type.Integer()),
    visitor_name: NullableText,
    visitor_phone: NullableText,
    block: NullableText,
    unit_number: NullableText,
    device_name: NullableText,
    in_time: Time,
    out_time: Nullable(Time),
  },
  { $id: 'ReportedVehicleEntry' },
);

export const ReportedVisit = Type.Object(
  {
    id: Type.Integer(),
    visitor_id: Nullable(Type.Integer()),
    visitor_name: Type.String(),
    visitor_phone: Type.String(),
    visitor_type: StringEnum(VISITOR_TYPES),
    unit_id: Nullable(Type.Integer()),
    unit_number: NullableText,
    block: NullableText,
    purpose: NullableText,
    mode_of_entry: StringEnum(VISIT_ENTRY_MODES),
    number_plate: NullableText,
    device_name: NullableText,
    in_time: Time,
    out_time: Nullable(Time),
  },
  { $id: 'ReportedVisit' },
);

export const ReportedAlert = Type.Object(
  {
    id: Type.Integer(),
    alert_type: Type.Object({ id: Type.Integer(), name: Type.String(), alias_name: Type.String() }),
    status: StringEnum(ALERT_STATUSES),
    from_time: Time,
    to_time: Nullable(Time),
    description: Type.String(),
    remarks: NullableText,
    image_path: NullableText,
    device_name: NullableText,
    visit_id: Nullable(Type.Integer()),
    vehicle_entry_id: Nullable(Type.Integer()),
    number_plate: NullableText,
    block: NullableText,
    unit_number: NullableText,
    visitor_name: NullableText,
    visitor_phone: NullableText,
  },
  { $id: 'ReportedAlert' },
);

export const ReportedResidentEntry = Type.Object(
  {
    id: Type.Integer(),
    resident_id: Nullable(Type.Integer()),
    resident_name: Type.String(),
    resident_phone: Type.String(),
    unit_number: NullableText,
    entry_mode: StringEnum(ENTRY_MODES),
    device_name: NullableText,
    entry_time: Time,
  },
  { $id: 'ReportedResidentEntry' },
);

export const siteEventComponents: TSchema[] = [
  ReportedVehicleEntry,
  ReportedVisit,
  ReportedAlert,
  ReportedResidentEntry,
];
