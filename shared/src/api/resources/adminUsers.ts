import type { BodyOf, QueryOf } from '../operations';
import type { CallOptions, Client } from '../request';

/** Spec part 2 §7: `query, page, per_page` (page size 25). */
export type AdminUserListQuery = QueryOf<'/admin/admin_users', 'GET'>;

export const adminUsers = ({ send, get }: Client) => ({
  /** `GET /admin/admin_users?query&page&per_page` (global) → data, total_entries; by e-mail. */
  list: get('/admin/admin_users', { scope: 'global' }),

  /** `PUT /admin/admin_users/update` `{id, slack_username}` (not wrapped) → 'Admin user updated'. */
  update: (body: BodyOf<'/admin/admin_users/update', 'PUT'>, options?: CallOptions) =>
    send({ path: '/admin/admin_users/update', method: 'PUT', scope: 'global' }, { body }, options),
});
