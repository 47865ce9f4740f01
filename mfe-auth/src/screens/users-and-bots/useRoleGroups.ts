import { api, type RoleGroup, useRequest } from '@condo/shared';

export type RoleGroupType = 'UserRoleGroup' | 'BotRoleGroup';

/** The role groups of one type (`GET /api/v1/role_groups?type=…`, spec part 2 §2), for forms and filters. */
export function useRoleGroups(type: RoleGroupType) {
  return useRequest<RoleGroup[]>(
    async () => (await api.roleGroups.list({ type }, { silent: true })).data ?? [],
    [type],
  );
}
