import type { SchedulerCreateInput, SchedulerUpdateInput } from '../../contract';
import { resolveApiUrl } from '../config';
import type { QueryOf } from '../operations';
import type { CallOptions, Client, Id } from '../request';

/** Spec part 2 §7: `query, page, per_page` (error logs: per_page 5 by default, spec §9). */
export type SchedulerListQuery = QueryOf<'/api/v1/schedulers', 'GET'>;

const path = '/api/v1/schedulers';
const item = '/api/v1/schedulers/{id}';

export const schedulers = ({ send, get }: Client) => ({
  /** `GET /api/v1/schedulers?query&page&per_page` → data, total_entries. */
  list: get(path),

  /** `GET /api/v1/schedulers/services` (not in the spec): the registry's services and tasks for the form. */
  services: (options?: CallOptions) => send({ path: '/api/v1/schedulers/services' }, {}, options),

  /** `POST /api/v1/schedulers` `{ schedulers: … }`. */
  create: (body: SchedulerCreateInput, options?: CallOptions) =>
    send({ path, method: 'POST', wrap: 'schedulers' }, { body }, options),

  /** `PUT /api/v1/schedulers/{id}` `{ schedulers: … }`. */
  update: (id: Id, body: SchedulerUpdateInput, options?: CallOptions) =>
    send({ path: item, method: 'PUT', wrap: 'schedulers' }, { params: { id }, body }, options),

  /** `GET /api/v1/schedulers/{id}/error_logs?query&page&per_page` → data, total_entries. */
  errorLogs: (id: Id, query: QueryOf<'/api/v1/schedulers/{id}/error_logs', 'GET'> = {}, options?: CallOptions) =>
    send({ path: '/api/v1/schedulers/{id}/error_logs' }, { params: { id }, query }, options),

  /** `POST /api/v1/schedulers/{id}/run` (Run now, not in the spec) → message. */
  run: (id: Id, options?: CallOptions) =>
    send({ path: '/api/v1/schedulers/{id}/run', method: 'POST' }, { params: { id } }, options),

  /** The Detail Log page's address: an error log's signed `link` is a path from the API's global base URL. */
  detailUrl: (link: string) => resolveApiUrl(link),
});
