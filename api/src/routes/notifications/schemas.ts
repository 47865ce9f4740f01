import { Type } from 'typebox';
import { Envelope, Id, MAX_LENGTH, PagedEnvelope, PageQuery, StringEnum } from '../../plugins/envelope';
import { MAX_RECIPIENTS, NOTIFICATION_STATUSES, NOTIFICATION_TYPES } from './kinds';

const UserIds = (channel: string) =>
  Type.Array(Id(), { maxItems: MAX_RECIPIENTS, description: `Users of the condo who get the ${channel}` });

/** One user of a group with the channels they get (spec part 1 §3: the table's join). */
export const NotificationRecipient = Type.Object(
  {
    id: Type.Integer(),
    first_name: Type.String(),
    sms: Type.Boolean(),
    whatsapp: Type.Boolean(),
    mail: Type.Boolean(),
  },
  { $id: 'NotificationRecipient' },
);

export const NotificationGroup = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    status: StringEnum(NOTIFICATION_STATUSES),
    notification_type: StringEnum(NOTIFICATION_TYPES),
    sms_user_ids: Type.Array(Type.Integer()),
    whatsapp_user_ids: Type.Array(Type.Integer()),
    mail_user_ids: Type.Array(Type.Integer()),
    users_json: Type.Array(Type.Ref('NotificationRecipient'), {
      description: 'Every user named by one of the three lists, by first name, with the channels they get',
    }),
  },
  { $id: 'NotificationGroup' },
);

export const notificationComponents = [NotificationRecipient, NotificationGroup];

export const NotificationListQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: MAX_LENGTH.search, description: 'Part of the name' })),
  'notification_type[]': Type.Optional(Type.Array(StringEnum(NOTIFICATION_TYPES), { maxItems: 20 })),
  'status[]': Type.Optional(Type.Array(StringEnum(NOTIFICATION_STATUSES), { maxItems: 2 })),
  ...PageQuery,
  // Spec part 1 §7: this call's own default page size is 5 (the screen asks for more).
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 5 })),
});

const fields = {
  name: Type.String({ minLength: 1, maxLength: MAX_LENGTH.name }),
  status: StringEnum(NOTIFICATION_STATUSES, { description: 'Default: active' }),
  notification_type: StringEnum(NOTIFICATION_TYPES, { description: `Default: ${NOTIFICATION_TYPES[0]}` }),
  sms_user_ids: UserIds('SMS'),
  whatsapp_user_ids: UserIds('WhatsApp message'),
  mail_user_ids: UserIds('mail'),
};

export const NotificationCreateBody = Type.Object({
  notifications: Type.Object({
    name: fields.name,
    status: Type.Optional(fields.status),
    notification_type: Type.Optional(fields.notification_type),
    sms_user_ids: Type.Optional(fields.sms_user_ids),
    whatsapp_user_ids: Type.Optional(fields.whatsapp_user_ids),
    mail_user_ids: Type.Optional(fields.mail_user_ids),
  }),
});
export const NotificationUpdateBody = Type.Object({ notifications: Type.Partial(Type.Object(fields)) });
export const NotificationParams = Type.Object({ id: Id() });

export const NotificationListResponse = PagedEnvelope(Type.Ref('NotificationGroup'));
export const NotificationResponse = Envelope(Type.Ref('NotificationGroup'));
