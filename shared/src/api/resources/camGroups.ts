import type { QueryOf } from '../operations';
import type { CallOptions, Client } from '../request';

export type CamGroupListQuery = QueryOf<'/api/v1/cam_groups', 'GET'>;

/** The virtual patrol's camera groups and their public Patrolling Report (spec part 3 §2.5, §7). */
export const camGroups = ({ send, get }: Client) => ({
  /** `GET /api/v1/cam_groups?page&per_page` → data (each with report_path), total_entries. Not in the spec. */
  list: get('/api/v1/cam_groups'),
  /** `GET /api/v1/cam_groups/{id}/question_submissions` with no Authorization header (the public page). */
  questionSubmissions: (id: string, options?: CallOptions) =>
    send(
      { path: '/api/v1/cam_groups/{id}/question_submissions' },
      { params: { id } },
      { keepSession: true, ...options },
      { authorization: '' },
    ),
});
