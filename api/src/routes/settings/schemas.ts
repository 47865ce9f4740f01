import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope, MAX_LENGTH, MessageBody, StringEnum } from '../../plugins/envelope';

export const SettingField = Type.Object(
  {
    name: Type.String(),
    desc: Type.String(),
    data_type: StringEnum(['Integer', 'String', 'Array', 'Boolean'] as const),
    allowed_values: Type.Union([Type.Array(Type.String()), Type.Null()]),
  },
  { $id: 'SettingField' },
);

const SettingSchemaMap = Type.Record(Type.String(), Type.Ref('SettingField'), {
  description: 'Field key → its definition',
});
const Values = Type.Record(Type.String(), Type.Unknown(), { description: 'Field key → its value' });

export const SettingGroup = Type.Object(
  {
    name: Type.String(),
    alias_name: Type.String(),
    schema: SettingSchemaMap,
    values: Values,
    updated_at: Type.String({ format: 'date-time' }),
    updated_by: Type.Union([Type.Object({ full_name: Type.String() }), Type.Null()]),
  },
  { $id: 'SettingGroup' },
);

export const ConfigSchemaGroup = Type.Object(
  { alias_name: Type.String(), schema: SettingSchemaMap },
  { $id: 'ConfigSchemaGroup' },
);

export const settingComponents = [SettingField, SettingGroup, ConfigSchemaGroup];

/**
 * A value a client may send, bounded like every input (ASVS 5.1.4) whatever its type. No `type` on purpose: a
 * union of types would be coerced by the first branch (true → 1); the value's type is checked against the
 * group's schema by settingProblems (validate.ts).
 */
const InputValue = Type.Unsafe<unknown>({
  description: 'Integer, Boolean, String or Array of strings, by the field’s data_type',
  maxLength: MAX_LENGTH.text,
  maxItems: 100,
  maxProperties: 0,
  minimum: -2_147_483_648,
  maximum: 2_147_483_647,
});
const InputValues = Type.Unsafe<Record<string, unknown>>(
  Type.Object({}, { additionalProperties: InputValue, maxProperties: 100 }),
);

export const SettingParams = Type.Object({ alias_name: Type.String({ maxLength: MAX_LENGTH.name }) });
export const SettingUpdateBody = Type.Object({ values: InputValues });
export const SettingListResponse = Envelope(Type.Array(Type.Ref('SettingGroup')));
export const SettingUpdateResponse = Type.Object({
  data: addition('The spec’s settings answer carries a message only', Type.Ref('SettingGroup')),
  message: Type.Optional(Type.String()),
});

const UiType = StringEnum(['ui', 'service_ui'] as const);
export const ConfigParams = Type.Object({ ui_type: UiType });
export const ConfigResponse = Envelope(
  Type.Record(Type.String(), Values, { description: 'Schema alias_name → its field values' }),
);
export const ConfigSchemaResponse = Envelope(Type.Array(Type.Ref('ConfigSchemaGroup')));
export const ConfigUpdateBody = Type.Object({
  ui_type: UiType,
  config: Type.Unsafe<Record<string, Record<string, unknown>>>(
    Type.Object({}, { additionalProperties: InputValues, maxProperties: 100 }),
  ),
});
export const ConfigUpdateResponse = MessageBody;
