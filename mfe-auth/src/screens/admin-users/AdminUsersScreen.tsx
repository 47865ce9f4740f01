import type { AdminUser } from '@condo/shared';
import { EditableListScreen, type ListParams } from '@condo/shared/ui';
import { AdminUserFormModal } from './form';
import { adminUserListPage } from './list';

/**
 * Spec part 2 §2, Admin users (`/admin-user`, outside any condo): a row click or Enter opens the login details to
 * edit; nobody is added here. The server lists only the admin users within the caller's reach.
 */
export function AdminUsersScreen() {
  return (
    <EditableListScreen<AdminUser, ListParams>
      page={adminUserListPage}
      permission="api/v1/admin_users"
      allowCreate={false}
      renderForm={(props) => <AdminUserFormModal {...props} />}
    />
  );
}
