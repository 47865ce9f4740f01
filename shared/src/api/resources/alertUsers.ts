import type { AlertUser, AlertUserCreateInput, AlertUserUpdateInput, AssignableCondo } from '../../contract';
import { type CallOptions, type Id, send } from '../request';

/** Spec part 2 §7: `page, per_page` (without per_page, every alert user of the condo), and `query`. */
export type AlertUserListQuery = { query?: string; page?: number; per_page?: number };

const path = '/api/v1/alert_users';
const item = `${path}/{id}`;

export const alertUsers = {
  /** `GET /api/v1/alert_users?query&page&per_page` → this condo's alert users, data and total_entries. */
  list: (query: AlertUserListQuery = {}, options?: CallOptions) => send<AlertUser[]>({ path }, { query }, options),

  /** `GET /api/v1/alert_users/all_condos` → the condos the caller may assign ("Assigned condo are"). */
  allCondos: (options?: CallOptions) => send<AssignableCondo[]>({ path: `${path}/all_condos` }, {}, options),

  /** `POST /api/v1/alert_users` `{ alert_users: … }`. */
  create: (body: AlertUserCreateInput, options?: CallOptions) =>
    send<AlertUser>({ path, method: 'POST', wrap: 'alert_users' }, { body }, options),

  /** `PUT /api/v1/alert_users/{id}` `{ alert_users: … }`; condos the caller cannot see keep their assignment. */
  update: (id: Id, body: AlertUserUpdateInput, options?: CallOptions) =>
    send<AlertUser>({ path: item, method: 'PUT', wrap: 'alert_users' }, { params: { id }, body }, options),

  /** `DELETE /api/v1/alert_users/{id}`: removes the person from this condo → 'Deleted Successfully..!!'. */
  remove: (id: Id, options?: CallOptions) =>
    send<unknown>({ path: item, method: 'DELETE' }, { params: { id } }, options),
};
