import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope, Id, MAX_LENGTH, MessageBody, PagedEnvelope, StringEnum } from '../../plugins/envelope';

const Timestamp = Type.String({ format: 'date-time' });
export const ALERT_USER_STATUSES = ['active', 'inactive'] as const;

/** Spec part 2 §3 Alert user: a person alerts go to (by SMS, WhatsApp, mail); they do not sign in here. */
export const AlertUser = Type.Object(
  {
    id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    phone: Type.String({ description: 'Digits only, without the country code' }),
    country_code: Type.Integer(),
    status: StringEnum(ALERT_USER_STATUSES),
    last_login: Type.Union([Timestamp, Type.Null()]),
    condo_ids: Type.Array(Type.Integer(), {
      description: 'The condos the person is assigned to, among those you can see',
    }),
  },
  { $id: 'AlertUser' },
);

/** A condo offered by the "Assigned condo are" select (spec part 2 §3 Condo for selection). */
export const AssignableCondo = Type.Object({ id: Type.Integer(), name: Type.String() }, { $id: 'AssignableCondo' });

export const alertUserComponents = [AlertUser, AssignableCondo];

export const AlertUserListQuery = Type.Object({
  query: addition(
    'The spec’s alert-user list takes page and per_page only',
    Type.Optional(Type.String({ maxLength: MAX_LENGTH.search, description: 'Part of the name, e-mail or phone' })),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  // Spec part 2 §7: without per_page the whole list comes back (the console asks for the total).
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, description: 'Absent: every alert user' })),
});

const Phone = Type.String({
  minLength: 1,
  maxLength: 12,
  pattern: '^[0-9]+$',
  description: 'Digits only, at most 12, without the country code',
  'x-message': 'must be digits only, at most 12',
});

const fields = {
  condo_ids: Type.Array(Id(), {
    minItems: 1,
    maxItems: 500,
    description: 'Condos you can see (all_condos); assignments to condos you cannot see are kept',
  }),
  first_name: Type.String({ minLength: 1, maxLength: MAX_LENGTH.name }),
  last_name: Type.String({ minLength: 1, maxLength: MAX_LENGTH.name }),
  email: Type.String({ format: 'email', maxLength: MAX_LENGTH.name, description: 'Unique among alert users' }),
  phone: Phone,
  country_code: Type.Unsafe<65 | 91>({ type: 'integer', enum: [65, 91], description: '65 or 91; default 65' }),
  status: StringEnum(ALERT_USER_STATUSES, { description: 'Default: active' }),
};

/** `{alert_users: {...}}` (spec part 2 §7). */
export const AlertUserCreateBody = Type.Object({
  alert_users: Type.Object({
    condo_ids: fields.condo_ids,
    first_name: fields.first_name,
    last_name: fields.last_name,
    email: fields.email,
    phone: fields.phone,
    country_code: Type.Optional(fields.country_code),
    status: Type.Optional(fields.status),
  }),
});
export const AlertUserUpdateBody = Type.Object({ alert_users: Type.Partial(Type.Object(fields)) });
export const AlertUserParams = Type.Object({ id: Id() });

export const AlertUserListResponse = PagedEnvelope(Type.Ref('AlertUser'));
export const AlertUserResponse = Envelope(Type.Ref('AlertUser'));
export const AssignableCondoListResponse = Envelope(Type.Array(Type.Ref('AssignableCondo')));
export const AlertUserDeleteResponse = MessageBody;
