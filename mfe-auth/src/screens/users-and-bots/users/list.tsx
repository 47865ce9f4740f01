import { api, type CondoUser, DEFAULT_PAGE_SIZES, type UserStatus } from '@condo/shared';
import { Tag } from '@condo/shared/antd';
import { defineListPage, type ListCallOptions, type ListParams } from '@condo/shared/ui';
import {
  deleteColumn,
  emailColumn,
  lastLoginColumn,
  nameColumn,
  personFitsSearch,
  personName,
  phoneColumn,
  statusColumn,
} from '../../people';

/** Paging, the search box as `query`, and the Role and Status filters as `role_group[]` and `status[]`. */
export type UserListParams = ListParams & { role_group?: string[]; status?: UserStatus[] };

/**
 * Spec part 2 §2, Users & Bots, USERS: Name, Phone, Email, Role, Last Login and Status, 50 a page (§9). The Role
 * filter offers the condo's user role groups by name.
 */
export function userListPage(roleNames: readonly string[]) {
  return defineListPage<CondoUser, UserListParams>({
    title: 'Users',
    urlPrefix: 'user_',
    rowKey: 'id',
    search: { placeholder: 'Search by name or e-mail' },
    defaultPageSize: DEFAULT_PAGE_SIZES.usersAndBots,
    resource: (query, options?: ListCallOptions) => api.users.list(query, options),
    emptyText: 'No users yet',
    // The search and both filters are additions (the spec's users call has order, page and per_page only): against
    // the spec's backend the loaded page is searched and filtered here.
    fitsRequest: (user, { query, filters }) =>
      (!query || personFitsSearch(user, query)) &&
      (!filters.role_group?.length || filters.role_group.includes(user.role_group?.name ?? '')) &&
      (!filters.status?.length || filters.status.includes(user.status)),
    columns: (context) => [
      nameColumn<CondoUser>(),
      phoneColumn<CondoUser>(),
      emailColumn<CondoUser>(),
      {
        key: 'role_group',
        title: 'Role',
        filters: roleNames.map((name) => ({ text: name, value: name })),
        render: (_, user) => (
          <>
            {user.role_group?.name ?? '-'}
            {user.read_only ? <Tag style={{ marginInlineStart: 8 }}>Read only</Tag> : null}
          </>
        ),
      },
      lastLoginColumn<CondoUser>(),
      statusColumn<CondoUser>({ filterable: true }),
      deleteColumn<CondoUser>(context, {
        permission: 'api/v1/users',
        nameOf: personName,
        remove: (user) => api.users.remove(user.id),
      }),
    ],
  });
}
