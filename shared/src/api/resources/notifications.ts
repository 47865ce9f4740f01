import type { NotificationGroup, NotificationInput } from '../../contract';
import { defineResource } from '../request';

/** Spec part 1 §7: `query, notification_type[], status[], page, per_page` (the call's default page is 5). */
export type NotificationListQuery = {
  query?: string;
  notification_type?: string[];
  status?: string[];
  page?: number;
  per_page?: number;
};

export const notifications = {
  /** list (`GET /api/v1/notifications`), create, update (`{ notifications: … }`). */
  ...defineResource<NotificationGroup, NotificationListQuery, NotificationInput>({
    path: '/api/v1/notifications',
    wrap: 'notifications',
  }),
};
