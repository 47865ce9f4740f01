/**
 * User reports' value lists: the report kinds of spec part 3 §2.1 (the download page's report types), value →
 * label, and active/inactive. Kept equal to `REPORT_TYPES` / `REPORT_STATUSES` in shared/src/constants/enums.ts.
 */
export const REPORT_TYPE_LABELS = {
  lnpr_vms: 'LNPR VMS',
  alert: 'ALERT',
  detail_alert: 'DETAIL ALERT REPORT',
  lnpr_alert: 'LNPR VMS ALERT',
  total_report: 'TOTAL REPORT',
  consolidated: 'WEEKLY REPORT',
  vms_visitor_type_report: 'VMS VISIT REPORT',
  vms_device_report: 'VMS DEVICE REPORT',
} as const;
export type ReportType = keyof typeof REPORT_TYPE_LABELS;
export const REPORT_TYPES = Object.keys(REPORT_TYPE_LABELS) as ReportType[];

export const REPORT_STATUSES = ['active', 'inactive'] as const;
