import { Type } from 'typebox';
import { Envelope, MAX_LENGTH, PagedEnvelope, PageQuery, StringEnum } from '../../plugins/envelope';

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
    is_super_admin: Type.Boolean(),
  },
  { $id: 'Profile' },
);

export const PermissionMap = Type.Record(Type.String(), Type.Array(Type.String()), {
  $id: 'PermissionMap',
  description: 'Resource path (api/v1/cameras) → the actions the caller may take on it in this condo',
});

export const ProfileResponse = Envelope(Type.Ref('Profile'));
export const RolesResponse = Envelope(Type.Ref('PermissionMap'));

/** A person of the condo as lists show them (spec part 1 §3 User: id, first_name; ordered by first_name). */
export const CondoUser = Type.Object(
  { id: Type.Integer(), first_name: Type.String(), last_name: Type.String(), email: Type.String() },
  { $id: 'CondoUser' },
);

export const UserListQuery = Type.Object({
  order: Type.Optional(StringEnum(['first_name'], { description: 'The only order: first_name, then id' })),
  query: Type.Optional(
    Type.String({ maxLength: MAX_LENGTH.search, description: 'Part of the first name, last name or e-mail' }),
  ),
  ...PageQuery,
});
export const UserListResponse = PagedEnvelope(Type.Ref('CondoUser'));

export const userComponents = [Profile, PermissionMap, CondoUser];
