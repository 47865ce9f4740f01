import { api, type Bot, DEFAULT_PAGE_SIZES } from '@condo/shared';
import { defineListPage, type ListCallOptions, type ListParams } from '@condo/shared/ui';
import { lastLoginColumn, statusColumn } from '../../people';

/** Paging and the Role filter, sent as `role_group[]` names. */
export type BotListParams = ListParams & { role_group?: string[] };

/** Spec part 2 §2, Users & Bots, BOTS: Name, Role (filterable by role group name), Status, Last Active At. */
export function botListPage(roleNames: readonly string[]) {
  return defineListPage<Bot, BotListParams>({
    title: 'Bots',
    urlPrefix: 'bot_',
    rowKey: 'id',
    defaultPageSize: DEFAULT_PAGE_SIZES.usersAndBots,
    // The bot list takes no search text (spec part 1 §7).
    resource: ({ query: _query, ...rest }, options?: ListCallOptions) => api.bots.list(rest, options),
    emptyText: 'No bots yet',
    columns: [
      { key: 'name', title: 'Name', dataIndex: 'name' },
      {
        key: 'role_group',
        title: 'Role',
        filters: roleNames.map((name) => ({ text: name, value: name })),
        render: (_, bot) => bot.role_group?.name ?? '-',
      },
      statusColumn<Bot>(),
      lastLoginColumn<Bot>('Last Active At', 'last_active_at'),
    ],
  });
}
