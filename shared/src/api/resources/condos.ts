import type { CondoCreateInput } from '../../contract';
import type { QueryOf } from '../operations';
import type { CallOptions, Client } from '../request';

export type CondoListQuery = QueryOf<'/admin/condos', 'GET'>;

export const condos = ({ send, get }: Client) => ({
  /** `GET /admin/condos?query&page&per_page` (global): the condos the user may open. */
  list: get('/admin/condos', { scope: 'global' }),

  /** `GET /condos/{alias}` at that condo's own base URL. */
  get: (alias: string, options?: CallOptions) =>
    send({ path: '/condos/{id}', scope: 'condo' }, { params: { id: alias } }, { condo: alias, ...options }),

  /** `POST /admin/condos` `{ condos: … }` (global; super admins): the Create Condo wizard. */
  create: (body: CondoCreateInput, options?: CallOptions) =>
    send({ path: '/admin/condos', method: 'POST', scope: 'global', wrap: 'condos' }, { body }, options),

  /** `GET /admin/webapps/available` (global; super admins): the wizard's Web List. */
  availableWebApps: (options?: CallOptions) => send({ path: '/admin/webapps/available', scope: 'global' }, {}, options),

  /** `POST /api/v1/residents/update_allow_login` `{ residents: { allow_login } }`: Condo details' Publish changes. */
  updateAllowLogin: (allowLogin: boolean, options?: CallOptions) =>
    send(
      { path: '/api/v1/residents/update_allow_login', method: 'POST', wrap: 'residents' },
      { body: { allow_login: allowLogin } },
      options,
    ),
});
