import type { SuppressionEntry } from '../../contract';
import { type CallOptions, type Id, send } from '../request';

/** Spec part 2 §7: `page, per_page, search`. */
export type SuppressionListQuery = { page?: number; per_page?: number; search?: string };

export const suppressionLists = {
  /** `GET /api/v1/suppression_lists?page&per_page&search` → data, total_entries. */
  list: (query: SuppressionListQuery, options?: CallOptions) =>
    send<SuppressionEntry[]>({ path: '/api/v1/suppression_lists' }, { query }, options),
  /** `DELETE /api/v1/suppression_lists/{id}` → message. */
  remove: (id: Id, options?: CallOptions) =>
    send<unknown>({ path: '/api/v1/suppression_lists/{id}', method: 'DELETE' }, { params: { id } }, options),
};
