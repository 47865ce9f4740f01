import type { AlertTypeCreateInput, AlertTypeUpdateInput } from '../../contract';
import type { QueryOf } from '../operations';
import type { CallOptions, Client, Id } from '../request';

/** Spec part 2 §7: `query` (part of the name or alias name), `page`, `per_page`. */
export type AlertTypeListQuery = QueryOf<'/api/v1/alert_types', 'GET'>;

const path = '/api/v1/alert_types';
const item = '/api/v1/alert_types/{id}';

export const alertTypes = ({ send, get }: Client) => ({
  /** `GET /api/v1/alert_types?query&page&per_page` → this condo's alert types, data and total_entries. */
  list: get(path),

  /** `POST /api/v1/alert_types` `{ alert_types: … }`. */
  create: (body: AlertTypeCreateInput, options?: CallOptions) =>
    send({ path, method: 'POST', wrap: 'alert_types' }, { body }, options),

  /** `PUT /api/v1/alert_types/{id}` `{ alert_types: … }`; alias_name may be repeated, never changed. */
  update: (id: Id, body: AlertTypeUpdateInput, options?: CallOptions) =>
    send({ path: item, method: 'PUT', wrap: 'alert_types' }, { params: { id }, body }, options),
});
