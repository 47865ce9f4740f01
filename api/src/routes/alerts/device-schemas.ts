import { Type } from 'typebox';
import { ALERT_STATUSES } from '../../db/schema';
import { Id, MAX_LENGTH, StringEnum } from '../../plugins/envelope';
import { Mac, Nullable, NullableText, Text, Time } from '../device-writes';

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

export const IdParams = Type.Object({ id: Id() });

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
