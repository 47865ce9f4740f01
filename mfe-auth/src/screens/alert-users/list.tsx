import { type AlertUser, api } from '@condo/shared';
import { defineListPage, type ListCallOptions, type ListParams } from '@condo/shared/ui';
import {
  deleteColumn,
  emailColumn,
  lastLoginColumn,
  nameColumn,
  personName,
  phoneColumn,
  statusColumn,
} from '../people';

/**
 * Spec part 2 §7: the list is asked for page 1, and then, when there are more, for all of them at once (`per_page`
 * equals the total); the table pages through them itself.
 */
export async function allAlertUsers(query: ListParams, options?: ListCallOptions) {
  const first = await api.alertUsers.list({ page: 1, per_page: query.per_page }, options);
  const rows = first.data ?? [];
  const total = first.total_entries ?? rows.length;
  if (total <= rows.length) return first;
  return api.alertUsers.list({ page: 1, per_page: total }, options);
}

/**
 * `api/v1/alert_users` in the role maps is an addition of api/. Spec part 2 §6 gates the screen on
 * `api/v1/alert_types` index only, so a map without the added resource lets alert types' create, update and destroy
 * decide Add, edit and Delete here.
 */
export const ALERT_USERS_SPEC_RESOURCE = 'api/v1/alert_types';

/** Spec part 2 §2, Alert users: Name, Phone, Status (active green, inactive red, other olive), Email, Last Login. */
export const alertUserListPage = defineListPage<AlertUser, ListParams>({
  title: 'Alert Users',
  subtitle: 'The people alerts are sent to, and the condos they cover',
  rowKey: 'id',
  resource: allAlertUsers,
  emptyText: 'No alert users yet',
  columns: (context) => [
    nameColumn<AlertUser>(),
    phoneColumn<AlertUser>(),
    statusColumn<AlertUser>({ otherOlive: true }),
    emailColumn<AlertUser>(),
    lastLoginColumn<AlertUser>(),
    deleteColumn<AlertUser>(context, {
      permission: 'api/v1/alert_users',
      permissionWhenAbsent: ALERT_USERS_SPEC_RESOURCE,
      nameOf: personName,
      remove: (user) => api.alertUsers.remove(user.id),
    }),
  ],
});
