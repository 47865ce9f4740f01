import type { Condo, CondoListItem } from '../../contract';
import { type CallOptions, send } from '../request';

// A type alias, not an interface: aliases fit the `Query` record, interfaces do not.
export type CondoListQuery = {
  query?: string;
  page?: number;
  per_page?: number;
};

export const condos = {
  /** `GET /admin/condos?query&page&per_page` (global): the condos the user may open. */
  list: (query: CondoListQuery = {}, options?: CallOptions) =>
    send<CondoListItem[]>({ path: '/admin/condos', scope: 'global' }, { query }, options),

  /** `GET /condos/{alias}` at that condo's own base URL. */
  get: (alias: string, options?: CallOptions) =>
    send<Condo>({ path: '/condos/{id}', scope: 'condo' }, { params: { id: alias } }, { condo: alias, ...options }),
};
