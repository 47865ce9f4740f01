import type { RoleGroup } from '../../contract';
import { type CallOptions, send } from '../request';

export type RoleGroupListQuery = { type?: string };

export const roleGroups = {
  /** `GET /api/v1/role_groups?type`. */
  list: (query: RoleGroupListQuery = {}, options?: CallOptions) =>
    send<RoleGroup[]>({ path: '/api/v1/role_groups' }, { query }, options),
};
