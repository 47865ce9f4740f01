// Alert report view per alert type (spec part 3 §2.2 "drawer version"): the overstay sub-types of alert_report.
import type { Alert } from '@condo/shared';
import { dateTime } from '../kit/format';
import type { ReportSection } from '../kit/model';
import { alertRemarks, alertStatus } from './alerts';
import { allPages, cutNote, type LoadContext } from './kind';

export interface AlertTypeData {
  alerts: Alert[];
  total: number;
  open: number;
  closed: number;
}

/** Spec part 3 §2.2: the drawer's fetch uses perPage 100, listed in reversed order. */
const PER_PAGE = 100;

export const OVERSTAY_TYPES = [
  { value: 'visitor.overstay', label: 'Visitor OverStay' },
  { value: 'contractor.overstay', label: 'Contractor OverStay' },
  { value: 'delivery.overstay', label: 'Delivery OverStay' },
  { value: 'pickupdrop.overstay', label: 'PickupDrop OverStay' },
] as const;

export async function loadAlertType(context: LoadContext): Promise<AlertTypeData> {
  const { api } = context;
  let status: { key: string; doc_count: number }[] = [];
  const { rows, total } = await allPages(async (page) => {
    const response = await api.alerts.list(
      {
        fromTime: context.range.from,
        toTime: context.range.to,
        alert_type: context.options.subType ?? OVERSTAY_TYPES[0].value,
        page,
        perPage: PER_PAGE,
      },
      { signal: context.signal },
    );
    if (page === 1) status = response.aggregation?.status.buckets ?? [];
    return response;
  });
  const count = (key: string) => status.find((bucket) => bucket.key === key)?.doc_count ?? 0;
  return { alerts: [...rows].reverse(), total, open: count('Raised'), closed: count('Resolved') };
}

export function alertTypeSections(data: AlertTypeData): ReportSection[] {
  return [
    {
      kind: 'tiles',
      title: 'Summary',
      tiles: [
        { label: 'Total Alerts', value: data.total },
        { label: 'Open', value: data.open },
        { label: 'Closed', value: data.closed },
      ],
    },
    {
      kind: 'table',
      title: 'Alerts',
      columns: [
        { key: 'no', title: 'S.No' },
        { key: 'plate', title: 'Vehicle No' },
        { key: 'unit', title: 'Block/Floor/Unit' },
        { key: 'phone', title: 'Phone Number' },
        { key: 'entry', title: 'Entry Date' },
        { key: 'action', title: 'Action' },
        { key: 'remarks', title: 'Remarks' },
        { key: 'exit', title: 'Exit Date' },
      ],
      rows: data.alerts.map((alert, index) => ({
        no: index + 1,
        plate: alert.entity?.number_plate ?? '-',
        unit: [alert.entity?.block, alert.entity?.unit_number].filter(Boolean).join(' / ') || '-',
        phone: alert.entity?.visitor?.phone ?? '-',
        entry: dateTime(alert.entity?.in_time),
        action: alertStatus(alert),
        remarks: alertRemarks(alert),
        exit: dateTime(alert.entity?.out_time),
      })),
      ...(cutNote(data.alerts.length, data.total) ? { note: cutNote(data.alerts.length, data.total) as string } : {}),
    },
  ];
}
