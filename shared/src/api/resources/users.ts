import type { UserCreateInput, UserUpdateInput } from '../../contract';
import type { QueryOf } from '../operations';
import type { CallOptions, Client, Id } from '../request';

/**
 * Spec part 1 §7: `order=first_name, page, per_page`; `query` searches first name, last name and e-mail. The Users
 * tab (spec part 2 §2) also filters by role group names (`role_group[]`) and statuses (`status[]`).
 */
export type UserListQuery = QueryOf<'/api/v1/users', 'GET'>;

const item = '/api/v1/users/{id}';

export const users = ({ send }: Client) => ({
  /** `GET /api/v1/users?order=first_name&page&per_page&query&role_group[]&status[]`: the condo's people. */
  list: (query: UserListQuery = {}, options?: CallOptions) =>
    send({ path: '/api/v1/users' }, { query: { order: 'first_name', ...query } }, options),

  /** `POST /api/v1/users` `{ users: … }`: a new person of this condo (or an existing account added to it). */
  create: (body: UserCreateInput, options?: CallOptions) =>
    send({ path: '/api/v1/users', method: 'POST', wrap: 'users' }, { body }, options),

  /** `PUT /api/v1/users/{id}` `{ users: … }`: the fields sent. */
  update: (id: Id, body: UserUpdateInput, options?: CallOptions) =>
    send({ path: item, method: 'PUT', wrap: 'users' }, { params: { id }, body }, options),

  /** `DELETE /api/v1/users/{id}`: removes the person from this condo → 'Deleted Successfully..!!'. */
  remove: (id: Id, options?: CallOptions) => send({ path: item, method: 'DELETE' }, { params: { id } }, options),

  /** `GET /api/v1/users/profile` (current condo). */
  profile: (options?: CallOptions) => send({ path: '/api/v1/users/profile' }, {}, options),

  /** `GET /api/v1/users/roles` (current condo) → the permission map to keep with `storeRoles`. */
  roles: (options?: CallOptions) => send({ path: '/api/v1/users/roles' }, {}, options),
});
