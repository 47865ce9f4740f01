import { Type } from 'typebox';
import { VISIT_ENTRY_MODES, VISITOR_TYPES } from '../../db/schema';
import { Id, MAX_LENGTH, StringEnum } from '../../plugins/envelope';
import { Mac, Nullable, NullableText, Plate, Text, Time } from '../device-writes';

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

export const IdParams = Type.Object({ id: Id() });

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
