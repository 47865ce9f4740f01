import type { AlertUserCreateInput, AlertUserUpdateInput } from '../../contract';
import type { QueryOf } from '../operations';
import type { CallOptions, Client, Id } from '../request';

/** Spec part 2 §7: `page, per_page` (without per_page, every alert user of the condo), and `query`. */
export type AlertUserListQuery = QueryOf<'/api/v1/alert_users', 'GET'>;

const path = '/api/v1/alert_users';
const item = '/api/v1/alert_users/{id}';

export const alertUsers = ({ send, get }: Client) => ({
  /** `GET /api/v1/alert_users?query&page&per_page` → this condo's alert users, data and total_entries. */
  list: get(path),

  /** `GET /api/v1/alert_users/all_condos` → the condos the caller may assign ("Assigned condo are"). */
  allCondos: (options?: CallOptions) => send({ path: '/api/v1/alert_users/all_condos' }, {}, options),

  /** `POST /api/v1/alert_users` `{ alert_users: … }`. */
  create: (body: AlertUserCreateInput, options?: CallOptions) =>
    send({ path, method: 'POST', wrap: 'alert_users' }, { body }, options),

  /** `PUT /api/v1/alert_users/{id}` `{ alert_users: … }`; condos the caller cannot see keep their assignment. */
  update: (id: Id, body: AlertUserUpdateInput, options?: CallOptions) =>
    send({ path: item, method: 'PUT', wrap: 'alert_users' }, { params: { id }, body }, options),

  /** `DELETE /api/v1/alert_users/{id}`: removes the person from this condo → 'Deleted Successfully..!!'. */
  remove: (id: Id, options?: CallOptions) => send({ path: item, method: 'DELETE' }, { params: { id } }, options),
});
