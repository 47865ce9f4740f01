import { REPORT_STATUSES, REPORT_TYPES, type ReportInput, type UserReport } from '@condo/shared';

export interface ReportFormValues {
  name?: string;
  status?: ReportInput['status'];
  report_type?: ReportInput['report_type'];
  user_ids?: number[];
}

export function initialReportValues(report?: UserReport): ReportFormValues {
  if (!report) return { status: REPORT_STATUSES[0], report_type: REPORT_TYPES[0], user_ids: [] };
  return { name: report.name, status: report.status, report_type: report.report_type, user_ids: report.user_ids };
}

export function reportBody(values: ReportFormValues): ReportInput {
  return {
    name: (values.name ?? '').trim(),
    status: values.status ?? REPORT_STATUSES[0],
    report_type: values.report_type ?? REPORT_TYPES[0],
    user_ids: values.user_ids ?? [],
  };
}
