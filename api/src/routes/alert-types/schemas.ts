import { Type } from 'typebox';
import { Envelope, Id, MAX_LENGTH, PagedEnvelope, PageQuery, StringEnum } from '../../plugins/envelope';
import {
  ALERT_NATURES,
  ALERT_TYPE_STATUSES,
  ALIAS_MAX_LENGTH,
  AUTO_RESOLVE_OPTIONS,
  RECENT_ALERT_TIMES,
  WEIGHT_MAX,
} from './kinds';

const NamedRef = (title: string) =>
  Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()], {
    description: `The ${title}, or null when none is set`,
  });

const AlertTexts = Type.Object(
  { raised: Type.String(), resolved: Type.String(), false_alert: Type.String() },
  { $id: 'AlertTexts' },
);
const AlertWeights = Type.Object(
  { raised: Type.Integer(), resolved: Type.Integer(), false_alert: Type.Integer() },
  { $id: 'AlertWeights' },
);

/** Spec part 2 §3 Alert type. */
export const AlertType = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    alias_name: Type.String({ description: 'The key devices and alert screens use; never changes after creation' }),
    nature: StringEnum(ALERT_NATURES),
    status: StringEnum(ALERT_TYPE_STATUSES),
    recent_alert_time: Type.Union([StringEnum(RECENT_ALERT_TIMES), Type.Null()], {
      description: 'Only for nature unit; null for every other nature',
    }),
    auto_resolve: StringEnum(AUTO_RESOLVE_OPTIONS),
    alert_group: NamedRef('alert group'),
    notification: NamedRef('notification group that gets the messages'),
    weight: Type.Ref('AlertWeights'),
    whatsapp_content: Type.Ref('AlertTexts'),
    sms_content: Type.Ref('AlertTexts'),
    emergency: Type.Boolean(),
    description: Type.String(),
  },
  { $id: 'AlertType' },
);

export const alertTypeComponents = [AlertTexts, AlertWeights, AlertType];

export const AlertTypeListQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: MAX_LENGTH.search, description: 'Part of the name or alias name' })),
  ...PageQuery,
});

const Weight = Type.Integer({ minimum: 0, maximum: WEIGHT_MAX });
const Text = Type.String({ maxLength: MAX_LENGTH.text });
const Texts = Type.Object(
  { raised: Type.Optional(Text), resolved: Type.Optional(Text), false_alert: Type.Optional(Text) },
  { description: 'Texts sent when the alert is raised, resolved, or marked a false alert; absent ones stay' },
);

const fields = {
  name: Type.String({ minLength: 1, maxLength: MAX_LENGTH.name }),
  alias_name: Type.String({
    minLength: 1,
    maxLength: ALIAS_MAX_LENGTH,
    pattern: '^[a-z0-9][a-z0-9_.-]*$',
    'x-message': 'must be lower-case letters, digits, _, - or dots, starting with a letter or digit',
    description: 'Unique in the condo; read-only after creation (a PUT may repeat it, not change it)',
  }),
  nature: StringEnum(ALERT_NATURES, { description: 'Default: normal' }),
  status: StringEnum(ALERT_TYPE_STATUSES, { description: 'Default: active' }),
  recent_alert_time: Type.Union([StringEnum(RECENT_ALERT_TIMES), Type.Null()], {
    description: 'Kept only for nature unit (default first_triggered_time there); stored as null otherwise',
  }),
  auto_resolve: StringEnum(AUTO_RESOLVE_OPTIONS, { description: 'Default: disable' }),
  alert_group_id: Type.Union([Id({ description: 'An alert group (GET /api/v1/alert_groups)' }), Type.Null()]),
  notification_id: Type.Union([Id({ description: 'A notification group of this condo' }), Type.Null()]),
  weight: Type.Object(
    { raised: Weight, resolved: Weight, false_alert: Weight },
    { description: 'Whole numbers, 0 or more (defaults 10, 5, 2)' },
  ),
  whatsapp_content: Texts,
  sms_content: Texts,
  emergency: Type.Boolean(),
  description: Text,
};

/** `{alert_types: {...}}` (spec part 2 §7). */
export const AlertTypeCreateBody = Type.Object({
  alert_types: Type.Object({
    name: fields.name,
    alias_name: fields.alias_name,
    weight: fields.weight,
    nature: Type.Optional(fields.nature),
    status: Type.Optional(fields.status),
    recent_alert_time: Type.Optional(fields.recent_alert_time),
    auto_resolve: Type.Optional(fields.auto_resolve),
    alert_group_id: Type.Optional(fields.alert_group_id),
    notification_id: Type.Optional(fields.notification_id),
    whatsapp_content: Type.Optional(fields.whatsapp_content),
    sms_content: Type.Optional(fields.sms_content),
    emergency: Type.Optional(fields.emergency),
    description: Type.Optional(fields.description),
  }),
});
export const AlertTypeUpdateBody = Type.Object({ alert_types: Type.Partial(Type.Object(fields)) });
export const AlertTypeParams = Type.Object({ id: Id() });

export const AlertTypeListResponse = PagedEnvelope(Type.Ref('AlertType'));
export const AlertTypeResponse = Envelope(Type.Ref('AlertType'));
