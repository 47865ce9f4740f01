import type { NotificationGroup } from '@condo/shared';
import { EditableListScreen } from '@condo/shared/ui';
import { NotificationFormModal } from './form';
import { type NotificationListParams, notificationListPage } from './list';

/** Spec part 1 §2 Notifications (`/condos/:id/notifications`): the groups, Add and row-click edit. */
export function NotificationsScreen() {
  return (
    <EditableListScreen<NotificationGroup, NotificationListParams>
      page={notificationListPage}
      permission="api/v1/notifications"
      renderForm={(props) => <NotificationFormModal {...props} />}
    />
  );
}
