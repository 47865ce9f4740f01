import type {
  Scheduler,
  SchedulerCreateInput,
  SchedulerErrorLog,
  SchedulerRun,
  SchedulerService,
  SchedulerUpdateInput,
} from '../../contract';
import { resolveApiUrl } from '../config';
import { type CallOptions, type Id, send } from '../request';

/** Spec part 2 §7: `query, page, per_page` (error logs: per_page 5 by default, spec §9). */
export type SchedulerListQuery = { query?: string; page?: number; per_page?: number };

const path = '/api/v1/schedulers';
const item = `${path}/{id}`;

export const schedulers = {
  /** `GET /api/v1/schedulers?query&page&per_page` → data, total_entries. */
  list: (query: SchedulerListQuery = {}, options?: CallOptions) => send<Scheduler[]>({ path }, { query }, options),

  /** `GET /api/v1/schedulers/services` (not in the spec): the registry's services and tasks for the form. */
  services: (options?: CallOptions) => send<SchedulerService[]>({ path: `${path}/services` }, {}, options),

  /** `POST /api/v1/schedulers` `{ schedulers: … }`. */
  create: (body: SchedulerCreateInput, options?: CallOptions) =>
    send<Scheduler>({ path, method: 'POST', wrap: 'schedulers' }, { body }, options),

  /** `PUT /api/v1/schedulers/{id}` `{ schedulers: … }`. */
  update: (id: Id, body: SchedulerUpdateInput, options?: CallOptions) =>
    send<Scheduler>({ path: item, method: 'PUT', wrap: 'schedulers' }, { params: { id }, body }, options),

  /** `GET /api/v1/schedulers/{id}/error_logs?query&page&per_page` → data, total_entries. */
  errorLogs: (id: Id, query: SchedulerListQuery = {}, options?: CallOptions) =>
    send<SchedulerErrorLog[]>({ path: `${item}/error_logs` }, { params: { id }, query }, options),

  /** `POST /api/v1/schedulers/{id}/run` (Run now, not in the spec) → message. */
  run: (id: Id, options?: CallOptions) =>
    send<SchedulerRun>({ path: `${item}/run`, method: 'POST' }, { params: { id } }, options),

  /** The Detail Log page's address: an error log's signed `link` is a path from the API's global base URL. */
  detailUrl: (link: string) => resolveApiUrl(link),
};
