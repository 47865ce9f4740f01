import type { QueryOf } from '../operations';
import type { CallOptions, Client, Id } from '../request';

/** Spec part 2 §7: `page, per_page, search`. */
export type SuppressionListQuery = QueryOf<'/api/v1/suppression_lists', 'GET'>;

export const suppressionLists = ({ send, get }: Client) => ({
  /** `GET /api/v1/suppression_lists?page&per_page&search` → data, total_entries. */
  list: get('/api/v1/suppression_lists'),
  /** `DELETE /api/v1/suppression_lists/{id}` → message. */
  remove: (id: Id, options?: CallOptions) =>
    send({ path: '/api/v1/suppression_lists/{id}', method: 'DELETE' }, { params: { id } }, options),
});
