// Alert sections (spec part 3 §2.2 "Alert Report" and "Detailed alert tables per alert type").
import type { Alert, AlertAggregation } from '@condo/shared';
import { dateTime, duration } from '../kit/format';
import type { Cell, ReportContext, ReportSection, TableColumn } from '../kit/model';
import { DETAIL_COLUMNS } from './alert-columns';
import { allPages, cutNote, type LoadContext, rangeQuery } from './kind';

export interface AlertSummaryData {
  aggregation: AlertAggregation;
}

/** One alert type's rows for its detailed table. */
export interface AlertTypeRows {
  type: string;
  name: string;
  alerts: Alert[];
  total: number;
}

export interface AlertDetailData extends AlertSummaryData {
  types: AlertTypeRows[];
}

/**
 * The action on an alert type's name: open that type's own report (the drawer view, spec part 3 §2.2),
 * `alert-type:<key>` then the name the row shows after a tab.
 */
export const ALERT_TYPE_ACTION = 'alert-type:';
export const alertTypeAction = (bucket: { key: string; name?: string | null | undefined }) =>
  `${ALERT_TYPE_ACTION}${bucket.key}\t${alertTypeName(bucket)}`;

/** Left out of the alert report's tables (spec part 3 §2.2). */
const CAMERA_DISCONNECTED = 'camera.disconnected';
const VISITOR_OVERSTAY = 'visitor.overstay';

/** Spec part 3 §9 preview size of the alert count. */
const ALERT_COUNT_PAGE = 25;
/** Spec part 3 §7 "Alert list for reports": perPage 100. */
const ALERT_LIST_PAGE = 100;

/**
 * An alert type's name for a person. `name` on the alert_type_name buckets is an addition of the reference API
 * (spec part 3 §3 gives `key`, the alias, only); without it the name is made from the key:
 * "visitor.overstay" → "Visitor Overstay".
 */
export function alertTypeName(bucket: { key: string; name?: string | null | undefined }): string {
  if (bucket.name?.trim()) return bucket.name;
  return bucket.key
    .split(/[._\-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const statusCount = (aggregation: AlertAggregation, key: 'Raised' | 'Resolved') =>
  aggregation.status.buckets.find((bucket) => bucket.key === key)?.doc_count ?? 0;

export async function loadAlertSummary(context: LoadContext): Promise<AlertSummaryData> {
  const { api } = context;
  const response = await api.alerts.report(
    { ...rangeQuery(context), page: 1, per_page: ALERT_COUNT_PAGE },
    { signal: context.signal },
  );
  return { aggregation: normalised(response.aggregation) };
}

export async function loadAlertDetail(context: LoadContext): Promise<AlertDetailData> {
  const { api } = context;
  const { aggregation } = await loadAlertSummary(context);
  const shown = aggregation.alert_type_name.buckets.filter(
    (bucket) => bucket.key !== CAMERA_DISCONNECTED && bucket.doc_count > 0,
  );
  const types = await Promise.all(
    shown.map(async (bucket) => {
      const { rows, total } = await allPages((page) =>
        api.alerts.list(
          {
            fromTime: context.range.from,
            toTime: context.range.to,
            alert_type: bucket.key,
            page,
            perPage: ALERT_LIST_PAGE,
          },
          { signal: context.signal },
        ),
      );
      return { type: bucket.key, name: alertTypeName(bucket), alerts: rows, total };
    }),
  );
  return { aggregation, types };
}

function normalised(aggregation: AlertAggregation | undefined): AlertAggregation {
  return aggregation ?? { total_count: { value: 0 }, status: { buckets: [] }, alert_type_name: { buckets: [] } };
}

export function alertSummarySections({ aggregation }: AlertSummaryData): ReportSection[] {
  const rows = aggregation.alert_type_name.buckets
    .filter((bucket) => bucket.key !== CAMERA_DISCONNECTED)
    .map((bucket) => ({
      type: { text: alertTypeName(bucket), action: alertTypeAction(bucket) },
      total: bucket.doc_count,
      open: bucket.raised.doc_count,
      closed: bucket.resolved.doc_count,
    }));
  return [
    { kind: 'heading', text: 'Alert Report' },
    {
      kind: 'tiles',
      tiles: [
        { label: 'Total Alerts', value: aggregation.total_count.value },
        { label: 'Open Alerts', value: statusCount(aggregation, 'Raised') },
        { label: 'Closed Alerts', value: statusCount(aggregation, 'Resolved') },
      ],
    },
    {
      kind: 'table',
      title: 'Alert By Types',
      columns: [
        { key: 'type', title: 'Alert Types' },
        { key: 'total', title: 'Total Alerts' },
        { key: 'open', title: 'Open' },
        { key: 'closed', title: 'Closed' },
      ],
      rows,
    },
  ];
}

/** Raised is shown as Open, Resolved as Closed (spec part 3 §4). */
export const alertStatus = (alert: Pick<Alert, 'status'>) => (alert.status === 'Resolved' ? 'Closed' : 'Open');

/** The remarks, else the comments' remarks as a comma list, else a dash (spec part 3 §2.2). */
export function alertRemarks(alert: Pick<Alert, 'remarks' | 'comments'>): string {
  if (alert.remarks?.trim()) return alert.remarks;
  const comments = (alert.comments ?? []).map((comment) => comment.remarks).filter((text) => text?.trim());
  return comments.length ? comments.join(', ') : '-';
}

/** `/alerts/{id}/details` on the condo's service UI when the alert has an image, else N/A. */
export function alertImage(alert: Pick<Alert, 'id' | 'image_path' | 's3_image_path'>, serviceUrl?: string): Cell {
  if (!serviceUrl || !(alert.image_path || alert.s3_image_path)) return 'N/A';
  return { text: 'View', href: `${serviceUrl.replace(/\/$/, '')}/alerts/${alert.id}/details` };
}

/** Visitor Over Stay adds In Time and Duration (spec part 3 §2.2). */
const OVERSTAY_COLUMNS: TableColumn[] = [
  ...DETAIL_COLUMNS.slice(0, 2),
  { key: 'in', title: 'In Time' },
  { key: 'duration', title: 'Duration' },
  ...DETAIL_COLUMNS.slice(2),
];

export function alertDetailSections(data: AlertDetailData, context: ReportContext): ReportSection[] {
  if (!data.types.length)
    return [
      { kind: 'heading', text: 'Detail Alert Report' },
      { kind: 'empty', text: 'No Data Found!' },
    ];
  return [
    { kind: 'heading', text: 'Detail Alert Report' },
    ...data.types.map((type): ReportSection => {
      const overstay = type.type === VISITOR_OVERSTAY;
      return {
        kind: 'table',
        title: `${type.name} (${type.total})`,
        columns: overstay ? OVERSTAY_COLUMNS : DETAIL_COLUMNS,
        rows: type.alerts.map((alert, index) => ({
          no: index + 1,
          triggered: dateTime(alert.from_time),
          description: alert.description,
          status: alertStatus(alert),
          image: alertImage(alert, context.serviceUrl),
          remarks: alertRemarks(alert),
          ...(overstay
            ? {
                in: dateTime(alert.entity?.in_time),
                duration: duration(alert.entity?.in_time, alert.to_time ?? alert.entity?.out_time),
              }
            : {}),
        })),
        ...(cutNote(type.alerts.length, type.total) ? { note: cutNote(type.alerts.length, type.total) as string } : {}),
      };
    }),
  ];
}
