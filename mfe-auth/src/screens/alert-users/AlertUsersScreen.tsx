import type { AlertUser } from '@condo/shared';
import { EditableListScreen, type ListParams } from '@condo/shared/ui';
import { AlertUserFormModal } from './form';
import { ALERT_USERS_SPEC_RESOURCE, alertUserListPage } from './list';

/**
 * Spec part 2 §2, Alert users (`/condos/:id/alert-users`): Add opens a blank form, a row click the person's; saves and
 * deletes reload the list a second later (§4). Changes need `api/v1/alert_users` create, update or destroy; a role
 * map without that resource (a backend of the spec) lets `api/v1/alert_types` decide.
 */
export function AlertUsersScreen() {
  return (
    <EditableListScreen<AlertUser, ListParams>
      page={alertUserListPage}
      permission="api/v1/alert_users"
      permissionWhenAbsent={ALERT_USERS_SPEC_RESOURCE}
      renderForm={(props) => <AlertUserFormModal {...props} />}
    />
  );
}
