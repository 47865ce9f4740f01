import type { AvailableWebApp, Condo, CondoCreateInput, CondoListItem } from '../../contract';
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

  /** `POST /admin/condos` `{ condos: … }` (global; super admins): the Create Condo wizard. */
  create: (body: CondoCreateInput, options?: CallOptions) =>
    send<Condo>({ path: '/admin/condos', method: 'POST', scope: 'global', wrap: 'condos' }, { body }, options),

  /** `GET /admin/webapps/available` (global; super admins): the wizard's Web List. */
  availableWebApps: (options?: CallOptions) =>
    send<AvailableWebApp[]>({ path: '/admin/webapps/available', scope: 'global' }, {}, options),

  /** `POST /api/v1/residents/update_allow_login` `{ residents: { allow_login } }`: Condo details' Publish changes. */
  updateAllowLogin: (allowLogin: boolean, options?: CallOptions) =>
    send<Condo>(
      { path: '/api/v1/residents/update_allow_login', method: 'POST', wrap: 'residents' },
      { body: { allow_login: allowLogin } },
      options,
    ),
};
