import type { QueryOf } from '../operations';
import type { Client } from '../request';

/** Spec part 1 §7: `query, report_type[], status[], page, per_page` (the call's default page is 5). */
export type ReportListQuery = QueryOf<'/api/v1/reports', 'GET'>;

export const reports = ({ defineResource }: Client) => ({
  /** The user reports: list (`GET /api/v1/reports`), create, update (`{ reports: … }`). */
  ...defineResource({ path: '/api/v1/reports', wrap: 'reports' }),
});
