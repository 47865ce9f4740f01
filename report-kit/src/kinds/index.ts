// The report kinds of the inline-preview page (spec part 3 §2.1), each a declaration of its data and sections.
import { alertDetailSections, alertSummarySections, loadAlertDetail, loadAlertSummary } from './alerts';
import { loadParkingAlert, loadTotalReport, parkingAlertSections, totalReportSections } from './combined';
import { defineKind, type ReportKind } from './kind';
import { loadParking, parkingSections } from './parking';
import { deviceSections, loadVisits, visitorTypeSections } from './visits';
import { COMPANY_ADDRESS, loadWeekly, weeklySections } from './weekly';

/** Spec part 3 §9: lnpr_alert's sections appear 4 s after its data. */
const LNPR_ALERT_REVEAL_MS = 4000;

export const inlineKinds: ReportKind[] = [
  defineKind({
    type: 'lnpr_vms',
    label: 'LNPR VMS',
    title: 'Smart Parking Alert System (LNPR VMS)',
    load: loadParking,
    build: parkingSections,
  }),
  defineKind({
    type: 'alert',
    label: 'ALERT',
    title: 'Alert Report',
    load: loadAlertSummary,
    build: alertSummarySections,
  }),
  defineKind({
    type: 'detail_alert',
    label: 'DETAIL ALERT REPORT',
    title: 'Detail Alert Report',
    load: loadAlertDetail,
    build: alertDetailSections,
  }),
  defineKind({
    type: 'lnpr_alert',
    label: 'LNPR VMS ALERT',
    title: 'Parking and Alert Report',
    load: loadParkingAlert,
    build: parkingAlertSections,
    revealAfterMs: LNPR_ALERT_REVEAL_MS,
  }),
  defineKind({
    type: 'total_report',
    label: 'TOTAL REPORT',
    title: 'Total Report',
    load: loadTotalReport,
    build: totalReportSections,
  }),
  defineKind({
    type: 'consolidated',
    label: 'WEEKLY REPORT',
    title: 'Your Weekly Update',
    footer: COMPANY_ADDRESS,
    // Spec part 3 §5: "a range may not exceed 6 days for week periodical"; the weekly digest is one.
    maxRangeDays: 6,
    load: loadWeekly,
    build: weeklySections,
  }),
  defineKind({
    type: 'vms_visitor_type_report',
    label: 'VMS VISIT REPORT',
    title: 'VMS Visit Report',
    load: (context) => loadVisits(context, 'visitor_type'),
    build: visitorTypeSections,
  }),
  defineKind({
    type: 'vms_device_report',
    label: 'VMS DEVICE REPORT',
    title: 'VMS Device Report',
    load: (context) => loadVisits(context, 'device_name'),
    build: deviceSections,
  }),
];

export const DEFAULT_KIND = 'lnpr_vms';

export const kindOf = (type: string | null | undefined) => inlineKinds.find((kind) => kind.type === type);
