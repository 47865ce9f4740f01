import { Type } from 'typebox';
import { VEHICLE_TYPES } from '../../db/schema';
import { StringEnum } from '../../plugins/envelope';
import { Mac, Nullable, NullableText, Plate, Time } from '../device-writes';

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
