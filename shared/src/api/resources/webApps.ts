import type { WebAppStatus } from '../../contract';
import type { QueryOf } from '../operations';
import type { CallOptions, Client, Id } from '../request';

/** Spec part 2 §7: `page&perPage` (camelCase on this call). */
export type WebAppListQuery = QueryOf<'/api/v1/web_apps', 'GET'>;

export const webApps = ({ send }: Client) => ({
  /** `GET /api/v1/web_apps?page&perPage` → data, total_entries. */
  list: (query: WebAppListQuery = { page: 1, perPage: 10 }, options?: CallOptions) =>
    send({ path: '/api/v1/web_apps' }, { query }, options),
  /** `PUT /api/v1/web_apps/{id}` `{ status }` (no wrapper) → data, message. */
  update: (id: Id, status: WebAppStatus, options?: CallOptions) =>
    send({ path: '/api/v1/web_apps/{id}', method: 'PUT' }, { params: { id }, body: { status } }, options),
});
