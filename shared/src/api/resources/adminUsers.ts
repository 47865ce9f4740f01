import type { AdminUser, AdminUserUpdateInput } from '../../contract';
import { type CallOptions, send } from '../request';

/** Spec part 2 §7: `query, page, per_page` (page size 25). */
export type AdminUserListQuery = { query?: string; page?: number; per_page?: number };

export const adminUsers = {
  /** `GET /admin/admin_users?query&page&per_page` (global) → data, total_entries; by e-mail. */
  list: (query: AdminUserListQuery = {}, options?: CallOptions) =>
    send<AdminUser[]>({ path: '/admin/admin_users', scope: 'global' }, { query }, options),

  /** `PUT /admin/admin_users/update` `{id, slack_username}` (not wrapped) → 'Admin user updated'. */
  update: (body: AdminUserUpdateInput, options?: CallOptions) =>
    send<AdminUser>({ path: '/admin/admin_users/update', method: 'PUT', scope: 'global' }, { body }, options),
};
