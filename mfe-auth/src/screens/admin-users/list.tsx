import { type AdminUser, api, DEFAULT_PAGE_SIZES } from '@condo/shared';
import { Flex, Tag } from '@condo/shared/antd';
import { chipColor, defineListPage, formatDateTime, type ListCallOptions, type ListParams } from '@condo/shared/ui';

/**
 * Spec part 2 §2, Admin users (`/admin-user`): Email, Slack Name, Last Login and the condos as coloured tags, 25 a
 * page (§9). The tags' colours are presets whose text keeps AA contrast on their tint, one colour per condo.
 */
export const adminUserListPage = defineListPage<AdminUser, ListParams>({
  title: 'Admin and Login Details',
  rowKey: 'id',
  search: { placeholder: 'Search by e-mail or Slack name' },
  defaultPageSize: DEFAULT_PAGE_SIZES.adminUsers,
  resource: (query, options?: ListCallOptions) => api.adminUsers.list(query, options),
  emptyText: 'No admin users',
  columns: [
    { key: 'email', title: 'Email', dataIndex: 'email' },
    { key: 'slack_username', title: 'Slack Name', render: (_, user) => user.slack_username || '-' },
    { key: 'last_login', title: 'Last Login', render: (_, user) => formatDateTime(user.last_login) },
    {
      key: 'condos',
      title: 'Condos',
      render: (_, user) =>
        user.condos.length ? (
          <Flex wrap gap={4}>
            {user.condos.map((condo) => (
              <Tag key={condo.id} color={chipColor(condo.id)} style={{ marginInlineEnd: 0 }}>
                {condo.name}
              </Tag>
            ))}
          </Flex>
        ) : (
          '-'
        ),
    },
  ],
});
