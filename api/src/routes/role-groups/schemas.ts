import { Type } from 'typebox';
import { Envelope, StringEnum } from '../../plugins/envelope';

export const RoleGroupItem = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    type: StringEnum(['UserRoleGroup', 'BotRoleGroup', 'AdminRoleGroup']),
  },
  { $id: 'RoleGroupItem' },
);

export const roleGroupComponents = [RoleGroupItem];

export const RoleGroupQuery = Type.Object({
  type: Type.Optional(StringEnum(['UserRoleGroup', 'BotRoleGroup', 'AdminRoleGroup'])),
});
export const RoleGroupListResponse = Envelope(Type.Array(Type.Ref('RoleGroupItem')));
