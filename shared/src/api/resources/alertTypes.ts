import type { AlertType, AlertTypeCreateInput, AlertTypeUpdateInput } from '../../contract';
import { type CallOptions, type Id, send } from '../request';

/** Spec part 2 §7: `query` (part of the name or alias name), `page`, `per_page`. */
export type AlertTypeListQuery = { query?: string; page?: number; per_page?: number };

const path = '/api/v1/alert_types';
const item = `${path}/{id}`;

export const alertTypes = {
  /** `GET /api/v1/alert_types?query&page&per_page` → this condo's alert types, data and total_entries. */
  list: (query: AlertTypeListQuery = {}, options?: CallOptions) => send<AlertType[]>({ path }, { query }, options),

  /** `POST /api/v1/alert_types` `{ alert_types: … }`. */
  create: (body: AlertTypeCreateInput, options?: CallOptions) =>
    send<AlertType>({ path, method: 'POST', wrap: 'alert_types' }, { body }, options),

  /** `PUT /api/v1/alert_types/{id}` `{ alert_types: … }`; alias_name may be repeated, never changed. */
  update: (id: Id, body: AlertTypeUpdateInput, options?: CallOptions) =>
    send<AlertType>({ path: item, method: 'PUT', wrap: 'alert_types' }, { params: { id }, body }, options),
};
