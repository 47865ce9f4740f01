import {
  api,
  DEFAULT_PAGE_SIZES,
  NOTIFICATION_STATUSES,
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationGroup,
} from '@condo/shared';
import { defineListPage, type ListCallOptions, type ListParams, StatusDot, statusLabel } from '@condo/shared/ui';
import { RecipientList } from './RecipientList';

/** What the list hands its resource: paging, the search box as `query`, the Type and Status filters. */
export type NotificationListParams = ListParams & {
  notification_type?: NotificationGroup['notification_type'][];
  status?: NotificationGroup['status'][];
};

export const notificationTypeLabel = (value: string) =>
  NOTIFICATION_TYPE_LABELS[value as keyof typeof NOTIFICATION_TYPE_LABELS] ?? statusLabel(value);

/** Spec part 1 §2 Notifications: each group joined with its users (users_json), filterable by type and status. */
export const notificationListPage = defineListPage<NotificationGroup, NotificationListParams>({
  title: 'Notifications',
  subtitle: 'Notifications of User here',
  rowKey: 'id',
  search: { placeholder: 'Search notification groups' },
  defaultPageSize: DEFAULT_PAGE_SIZES.notificationsScreen,
  // Sent as notification_type[]=…&status[]=… (spec part 1 §7).
  resource: (query, options?: ListCallOptions) => api.notifications.list(query, options),
  emptyText: 'No notification groups yet',
  columns: [
    { key: 'name', title: 'Name', dataIndex: 'name' },
    {
      key: 'notification_type',
      title: 'Type',
      dataIndex: 'notification_type',
      filters: NOTIFICATION_TYPES.map((value) => ({ text: notificationTypeLabel(value), value })),
      render: (value: string) => notificationTypeLabel(value),
    },
    {
      key: 'status',
      title: 'Status',
      dataIndex: 'status',
      filters: NOTIFICATION_STATUSES.map((value) => ({ text: statusLabel(value), value })),
      render: (value: string) => <StatusDot value={value} />,
    },
    {
      key: 'users_json',
      title: 'Users (SMS, WhatsApp, Mail)',
      render: (_, group) => <RecipientList recipients={group.users_json} />,
    },
  ],
});
