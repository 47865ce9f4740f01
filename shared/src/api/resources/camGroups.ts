import type { CamGroup, PatrolGroup } from '../../contract';
import { type CallOptions, send } from '../request';

export type CamGroupListQuery = { page?: number; per_page?: number };

const path = '/api/v1/cam_groups';

/** The virtual patrol's camera groups and their public Patrolling Report (spec part 3 §2.5, §7). */
export const camGroups = {
  /** `GET /api/v1/cam_groups?page&per_page` → data (each with report_path), total_entries. Not in the spec. */
  list: (query: CamGroupListQuery = {}, options?: CallOptions) => send<CamGroup[]>({ path }, { query }, options),
  /** `GET /api/v1/cam_groups/{id}/question_submissions` with no Authorization header (the public page). */
  questionSubmissions: (id: string, options?: CallOptions) =>
    send<PatrolGroup[]>(
      { path: `${path}/{id}/question_submissions` },
      { params: { id } },
      { keepSession: true, ...options },
      { authorization: '' },
    ),
};
