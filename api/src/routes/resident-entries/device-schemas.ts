import { Type } from 'typebox';
import { ENTRY_MODES } from '../../db/schema';
import { Id, StringEnum } from '../../plugins/envelope';
import { Mac, Nullable, NullableText, Time } from '../device-writes';

export const ResidentEntryBody = Type.Object({
  resident_entry: Type.Object({
    resident_id: Id({ description: 'A resident of this condo' }),
    entry_mode: StringEnum(ENTRY_MODES),
    mac_address: Mac('The vizitin or camera at the gate'),
  }),
});

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
