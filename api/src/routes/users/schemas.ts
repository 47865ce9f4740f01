import { Type } from 'typebox';
import { Envelope } from '../../plugins/envelope';

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

export const userComponents = [Profile, PermissionMap];
