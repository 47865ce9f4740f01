import { Type } from 'typebox';
import { CALL_STATUSES, CALL_TYPES, GATE_OPEN_VALUES } from '../../db/schema';
import { Id, MAX_LENGTH, StringEnum } from '../../plugins/envelope';
import { Mac, Nullable, Text } from '../device-writes';

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
