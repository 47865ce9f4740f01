import type { ReportInput, UserReport } from '../../contract';
import { defineResource } from '../request';

/** Spec part 1 §7: `query, report_type[], status[], page, per_page` (the call's default page is 5). */
export type ReportListQuery = {
  query?: string;
  report_type?: string[];
  status?: string[];
  page?: number;
  per_page?: number;
};

export const reports = {
  /** The user reports: list (`GET /api/v1/reports`), create, update (`{ reports: … }`). */
  ...defineResource<UserReport, ReportListQuery, ReportInput>({ path: '/api/v1/reports', wrap: 'reports' }),
};
