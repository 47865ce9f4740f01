import type { QueryOf } from '../operations';
import type { Client } from '../request';

export type RoleGroupListQuery = QueryOf<'/api/v1/role_groups', 'GET'>;

export const roleGroups = ({ get }: Client) => ({
  /** `GET /api/v1/role_groups?type`. */
  list: get('/api/v1/role_groups'),
});
