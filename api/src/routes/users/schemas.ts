import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope, Id, MAX_LENGTH, MessageBody, PagedEnvelope, PageQuery, StringEnum } from '../../plugins/envelope';

export const Profile = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String(),
    first_name: Type.String(),
    slack_username: Type.Union([Type.String(), Type.Null()]),
    role_group: Type.Object(
      { id: Type.Integer(), name: Type.String() },
      { description: "The caller's role group here" },
    ),
    is_super_admin: addition('Not in the spec’s profile; the role name Super Admin says the same', Type.Boolean()),
  },
  { $id: 'Profile' },
);

export const PermissionMap = Type.Record(Type.String(), Type.Array(Type.String()), {
  $id: 'PermissionMap',
  description: 'Resource path (api/v1/cameras) → the actions the caller may take on it in this condo',
});

export const ProfileResponse = Envelope(Type.Ref('Profile'));
export const RolesResponse = Envelope(Type.Ref('PermissionMap'));

export const USER_STATUSES = ['active', 'inactive'] as const;
/** Spec part 2 §9: 91 (India) and 65 (Singapore); a user's default is 65. */
export const COUNTRY_CODES = [65, 91] as const;

const Timestamp = Type.String({ format: 'date-time' });
const Status = StringEnum(USER_STATUSES);

/**
 * A person of the condo (spec part 2 §3 User): their account (admin_users) and their membership here (role group,
 * read_only). The pickers of notification groups and reports read the first four fields; ordered by first_name.
 */
export const CondoUser = Type.Object(
  {
    id: Type.Integer(),
    first_name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()], { description: 'Digits only, without the country code' }),
    country_code: Type.Integer(),
    status: Status,
    role_group: Type.Object(
      { id: Type.Integer(), name: Type.String() },
      { description: 'Their role group in this condo' },
    ),
    read_only: Type.Boolean({ description: 'In this condo they keep only the read actions of their role group' }),
    last_login: Type.Union([Timestamp, Type.Null()]),
  },
  { $id: 'CondoUser' },
);

export const UserListQuery = Type.Object({
  order: Type.Optional(StringEnum(['first_name'], { description: 'The only order: first_name, then id' })),
  query: addition(
    'The spec’s users call has order, page and per_page only; without it the console searches and filters the loaded page (fitsRequest)',
    Type.Optional(
      Type.String({ maxLength: MAX_LENGTH.search, description: 'Part of the first name, last name or e-mail' }),
    ),
  ),
  'role_group[]': addition(
    'The spec’s users call has order, page and per_page only; without it the console searches and filters the loaded page (fitsRequest)',
    Type.Optional(
      Type.Array(Type.String({ maxLength: MAX_LENGTH.name }), {
        maxItems: 50,
        description: 'Role group names, e.g. Condo Manager',
      }),
    ),
  ),
  'status[]': addition(
    'The spec’s users call has order, page and per_page only; without it the console searches and filters the loaded page (fitsRequest)',
    Type.Optional(Type.Array(Status, { maxItems: 2 })),
  ),
  ...PageQuery,
});
export const UserListResponse = PagedEnvelope(Type.Ref('CondoUser'));

/** Digits only, at most 12 (spec part 2 §5 for phones), without the country code; empty means none. */
const Phone = Type.String({
  maxLength: 12,
  pattern: '^[0-9]*$',
  description: 'Digits only, at most 12, without the country code; empty or null: none',
  'x-message': 'must be digits only, at most 12',
});
const CountryCode = Type.Unsafe<65 | 91>({
  type: 'integer',
  enum: [...COUNTRY_CODES],
  description: '65 (Singapore) or 91 (India); default 65',
});

const userFields = {
  role_group_id: Id({ description: 'A UserRoleGroup your role may assign (spec part 2 §6)' }),
  first_name: Type.String({ minLength: 1, maxLength: MAX_LENGTH.name }),
  last_name: Type.Union([Type.String({ maxLength: MAX_LENGTH.name }), Type.Null()]),
  email: Type.String({ format: 'email', maxLength: MAX_LENGTH.name, description: 'Stored lower-case' }),
  phone: Type.Union([Phone, Type.Null()]),
  status: StringEnum(USER_STATUSES, { description: 'Default: active. An inactive user cannot sign in' }),
  country_code: CountryCode,
  auth_token: Type.String({
    maxLength: 200,
    description:
      'Accepted and ignored: people sign in with an e-mailed code or a password (docs/api/condos-and-users.md)',
  }),
  read_only: Type.Boolean({ description: 'Default: false' }),
  send_welcome: Type.Boolean({
    description: 'Queues a welcome mail to the user (Outbox, recipient type user); never stored',
  }),
};

/** `{users: {...}}` (spec part 2 §7). Fields other than these are ignored. */
export const UserCreateBody = Type.Object({
  users: Type.Object({
    role_group_id: userFields.role_group_id,
    first_name: userFields.first_name,
    email: userFields.email,
    last_name: Type.Optional(userFields.last_name),
    phone: Type.Optional(userFields.phone),
    status: Type.Optional(userFields.status),
    country_code: Type.Optional(userFields.country_code),
    auth_token: Type.Optional(userFields.auth_token),
    read_only: Type.Optional(userFields.read_only),
    send_welcome: Type.Optional(userFields.send_welcome),
  }),
});
export const UserUpdateBody = Type.Object({ users: Type.Partial(Type.Object(userFields)) });
export const UserParams = Type.Object({ id: Id() });
export const UserResponse = Envelope(Type.Ref('CondoUser'));
export const DeletedResponse = MessageBody;

export const userComponents = [Profile, PermissionMap, CondoUser];
