import type { QueryOf } from '../operations';
import type { Client } from '../request';

/** Spec part 1 §7: `query, notification_type[], status[], page, per_page` (the call's default page is 5). */
export type NotificationListQuery = QueryOf<'/api/v1/notifications', 'GET'>;

export const notifications = ({ defineResource }: Client) => ({
  /** list (`GET /api/v1/notifications`), create, update (`{ notifications: … }`). */
  ...defineResource({
    path: '/api/v1/notifications',
    wrap: 'notifications',
  }),
});
