import type { QueryOf } from '../operations';
import { get } from '../request';

export type RoleGroupListQuery = QueryOf<'/api/v1/role_groups', 'GET'>;

export const roleGroups = {
  /** `GET /api/v1/role_groups?type`. */
  list: get('/api/v1/role_groups'),
};
