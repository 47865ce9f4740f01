// The report types of the extended page (spec part 3 §2.1 "extended version"), with their sub-types and inputs.
import type { Periodical } from '../kit/model';
import { alertTypeSections, loadAlertType, OVERSTAY_TYPES } from './alert-types';
import { alertDetailSections, alertSummarySections, loadAlertDetail, loadAlertSummary } from './alerts';
import { attendanceReportKind, attendanceSummaryKind, employeeAttendanceKind } from './attendance';
import { CAR_PARK_SUBTYPES, carParkSections, loadCarPark } from './car-park';
import { defineKind, type ReportKind } from './kind';
import { loadNotifications, notificationSections } from './notifications';
import { loadOverall, OVERALL_SUBTYPES, overallSections } from './overall';
import { loadPaSummary, paSummarySections } from './pa-summary';
import {
  deviceSections,
  entrySections,
  loadVisitEntries,
  loadVisits,
  VISITOR_SUBTYPES,
  visitorTypeSections,
} from './visits';
import { loadWaterMeter, WATER_METER_SUBTYPES, waterMeterSections } from './water-meter';

export interface Choice {
  value: string;
  label: string;
}

/** How Download hands the report over (spec part 3 §4). */
export type DownloadMode =
  /** POST the report's HTML as a report job, poll it every 10 s, download the PDF when ready. */
  | 'job'
  /** The car-park reports: the browser's print window after 2 s, behind a 3 s wait overlay. */
  | 'print'
  /** The attendance reports: a PDF or XLS written in the browser, as the File Type says. */
  | 'file';

/** The inputs some types ask for beyond sub-type, periodical and date (spec part 3 §2.1 "Other inputs"). */
export interface ExtraInputs {
  /** Attendance report: Checkin and Checkout, or Employee Entry; Normal or Full Details. */
  attendance?: boolean;
  /** Employee attendance: Employee Base Report or Date Base Report. */
  reportBase?: boolean;
  /** Attendance summary: a month instead of a periodical and a date. */
  month?: boolean;
}

export interface ExtendedType {
  type: string;
  label: string;
  subTypes?: readonly Choice[];
  /** Empty for a type picked by month. */
  periodicals: readonly Periodical[];
  inputs?: ExtraInputs;
  download: DownloadMode;
  /** The kind that draws a sub-type (or the type, when it has none). */
  kindFor: (subType: string | undefined) => ReportKind | undefined;
}

export const PERIODICALS: readonly { value: Periodical; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'week', label: 'Weekly' },
  { value: 'month', label: 'Monthly' },
];
const ALL_PERIODICALS = PERIODICALS.map((periodical) => periodical.value);

const alertCount = defineKind({
  type: 'alert_count',
  label: 'Alert Count',
  title: 'Alert Report',
  load: loadAlertSummary,
  build: alertSummarySections,
});
const detailAlert = defineKind({
  type: 'detail_alert_report',
  label: 'Detail Alert Report',
  title: 'Detail Alert Report',
  load: loadAlertDetail,
  build: alertDetailSections,
});
const overstay = (choice: Choice) =>
  defineKind({
    type: choice.value,
    label: choice.label,
    title: `${choice.label} Report`,
    load: loadAlertType,
    build: alertTypeSections,
  });

const visitorKinds: Record<string, ReportKind> = {
  device_summary: defineKind({
    type: 'device_summary',
    label: 'Device Summary',
    title: 'VMS Device Report',
    load: (context) => loadVisits(context, 'device_name'),
    build: deviceSections,
  }),
  entry_summary: defineKind({
    type: 'entry_summary',
    label: 'Entry Summary',
    title: 'VMS Entry Report',
    load: loadVisitEntries,
    build: entrySections,
  }),
  type_summary: defineKind({
    type: 'type_summary',
    label: 'Type Summary',
    title: 'VMS Visit Report',
    load: (context) => loadVisits(context, 'visitor_type'),
    build: visitorTypeSections,
  }),
};

const overallKind = defineKind({
  type: 'overall_report',
  label: 'Overall Report',
  title: 'Overall Report',
  load: loadOverall,
  build: overallSections,
});
const paSummaryKind = defineKind({
  type: 'pa_summary',
  label: 'P/A Summary',
  title: 'P/A Summary',
  load: loadPaSummary,
  build: paSummarySections,
});
const waterMeterKind = defineKind({
  type: 'water_meter_report',
  label: 'Water Meter Report',
  title: 'Water Meter Report',
  load: loadWaterMeter,
  build: waterMeterSections,
});
const carParkKind = defineKind({
  type: 'car_park_report',
  label: 'Car Park Statistics',
  title: 'Car Park Statistics',
  load: loadCarPark,
  build: carParkSections,
});
const notificationKind = defineKind({
  type: 'notification_report',
  label: 'Notification Report',
  title: 'SMS Notification Report',
  load: loadNotifications,
  build: notificationSections,
});

const ALERT_SUBTYPES: readonly Choice[] = [
  { value: 'alert_count', label: 'Alert Count' },
  { value: 'detail_alert_report', label: 'Detail Alert Report' },
  ...OVERSTAY_TYPES,
];

const ATTENDANCE_SUBTYPES: readonly Choice[] = [
  { value: 'camera', label: 'Exit from camera' },
  { value: 'device', label: 'Exit from device' },
];

export const EMPLOYEE_TYPES: readonly Choice[] = [
  { value: 'checkin_checkout', label: 'Checkin and Checkout' },
  { value: 'employee_entry', label: 'Employee Entry' },
];
export const DETAIL_LEVELS: readonly Choice[] = [
  { value: 'normal', label: 'Normal Details' },
  { value: 'full', label: 'Full Details' },
];
export const REPORT_BASES: readonly Choice[] = [
  { value: 'employee_base_report', label: 'Employee Base Report' },
  { value: 'date_base_report', label: 'Date Base Report' },
];

const known = (choices: readonly Choice[], subType: string | undefined) =>
  choices.some((choice) => choice.value === subType);

export const extendedTypes: ExtendedType[] = [
  {
    type: 'alert_report',
    label: 'Alert Report',
    subTypes: ALERT_SUBTYPES,
    periodicals: ALL_PERIODICALS,
    download: 'job',
    kindFor: (subType) => {
      if (subType === 'alert_count') return alertCount;
      if (subType === 'detail_alert_report') return detailAlert;
      const choice = OVERSTAY_TYPES.find((type) => type.value === subType);
      return choice ? overstay(choice) : undefined;
    },
  },
  {
    type: 'attendance_report',
    label: 'Attendance Report',
    subTypes: ATTENDANCE_SUBTYPES,
    periodicals: ALL_PERIODICALS,
    inputs: { attendance: true },
    download: 'file',
    kindFor: (subType) => (known(ATTENDANCE_SUBTYPES, subType) ? attendanceReportKind : undefined),
  },
  {
    type: 'overall_report',
    label: 'Overall Report',
    subTypes: OVERALL_SUBTYPES,
    periodicals: ALL_PERIODICALS,
    download: 'job',
    kindFor: (subType) =>
      subType === 'pa_summary' ? paSummaryKind : known(OVERALL_SUBTYPES, subType) ? overallKind : undefined,
  },
  {
    type: 'visitor_report',
    label: 'Visitor Report',
    subTypes: VISITOR_SUBTYPES,
    periodicals: ALL_PERIODICALS,
    download: 'job',
    kindFor: (subType) => (subType ? visitorKinds[subType] : undefined),
  },
  {
    type: 'notification_report',
    label: 'Notification Report',
    periodicals: ALL_PERIODICALS,
    download: 'job',
    kindFor: () => notificationKind,
  },
  {
    type: 'water_meter_report',
    label: 'Water Meter Report',
    subTypes: WATER_METER_SUBTYPES,
    periodicals: ALL_PERIODICALS,
    download: 'job',
    kindFor: (subType) => (known(WATER_METER_SUBTYPES, subType) ? waterMeterKind : undefined),
  },
  {
    type: 'employee_attendance',
    label: 'Employee Attendance',
    periodicals: ALL_PERIODICALS,
    inputs: { reportBase: true },
    download: 'file',
    kindFor: () => employeeAttendanceKind,
  },
  {
    type: 'attendance_summary',
    label: 'Attendance Summary',
    periodicals: [],
    inputs: { month: true },
    download: 'file',
    kindFor: () => attendanceSummaryKind,
  },
  {
    type: 'car_park_report',
    label: 'Car Park Statistics',
    subTypes: CAR_PARK_SUBTYPES,
    periodicals: ALL_PERIODICALS,
    download: 'print',
    kindFor: (subType) => (known(CAR_PARK_SUBTYPES, subType) ? carParkKind : undefined),
  },
];

export const extendedTypeOf = (type: string | null | undefined) => extendedTypes.find((entry) => entry.type === type);
