import type { BotCreateInput, BotUpdateInput } from '../../contract';
import type { QueryOf } from '../operations';
import type { CallOptions, Client, Id } from '../request';

/** `role_group[]` names the bots' role groups, e.g. ['LNPR-Bot', 'Alert-Bot']. */
export type BotListQuery = QueryOf<'/api/v1/bots', 'GET'>;

export const bots = ({ send, get }: Client) => ({
  /** `GET /api/v1/bots?page&per_page&role_group[]`. */
  list: get('/api/v1/bots'),

  /**
   * `POST /api/v1/bots`, a form body `bots[name]=…&bots[auth_token]=…` (spec part 1 §7, part 2 §7) → the bot; api/
   * echoes its `auth_token` in this answer only.
   */
  create: (body: BotCreateInput, options?: CallOptions) =>
    send({ path: '/api/v1/bots', method: 'POST', wrap: 'bots', encoding: 'form' }, { body }, options),

  /** `PUT /api/v1/bots/{id}`, a form body `bots[…]`: the fields sent; the answer carries a token only when one was sent. */
  update: (id: Id, body: BotUpdateInput, options?: CallOptions) =>
    send(
      { path: '/api/v1/bots/{id}', method: 'PUT', wrap: 'bots', encoding: 'form' },
      { params: { id }, body },
      options,
    ),

  /**
   * `POST /api/v1/bots/{id}/rotate_token` → the bot with its new `auth_token`, shown only in this answer; the old
   * token stops working at once.
   */
  rotateToken: (id: Id, options?: CallOptions) =>
    send({ path: '/api/v1/bots/{id}/rotate_token', method: 'POST' }, { params: { id } }, options),
});
