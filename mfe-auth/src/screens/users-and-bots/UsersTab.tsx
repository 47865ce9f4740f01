import type { CondoUser } from '@condo/shared';
import { Flex } from '@condo/shared/antd';
import { EditableListActions, ServerTable, useEditableList } from '@condo/shared/ui';
import { useMemo } from 'react';
import { useAssignableRoles } from './useAssignableRoles';
import { useRoleGroups } from './useRoleGroups';
import { UserFormModal } from './users/form';
import { type UserListParams, userListPage } from './users/list';

/** USERS: the list, Add with `create` and row edit with `update` on `api/v1/users`, Delete with `destroy`. */
export function UsersTab({ active }: { active: boolean }) {
  const roleGroups = useRoleGroups('UserRoleGroup');
  const roleNames = (roleGroups.data ?? []).map((group) => group.name);
  const namesKey = roleNames.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: namesKey stands for roleNames.
  const page = useMemo(() => userListPage(roleNames), [namesKey]);
  const roles = useAssignableRoles(roleGroups.data, roleGroups.loading);
  const editable = useEditableList<CondoUser, UserListParams>(
    { page, permission: 'api/v1/users', renderForm: (props) => <UserFormModal {...props} roles={roles} /> },
    { active },
  );
  return (
    <>
      <Flex justify="end" gap="small" wrap style={{ marginBottom: 12 }}>
        <EditableListActions editable={editable} label="Users" addLabel="Add User" reloadLabel="Reload Users" />
      </Flex>
      <ServerTable page={editable.definition} list={editable.list} label="Users" />
      {editable.form}
    </>
  );
}
