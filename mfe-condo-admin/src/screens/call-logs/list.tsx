import { api, type CallLog, TIMINGS } from '@condo/shared';
import { Badge, Tag } from '@condo/shared/antd';
import {
  CALL_STATUS_LABELS,
  CALL_TYPE_LABELS,
  callBadgeColor,
  callDisplay,
  callFilterQuery,
  defineListPage,
  type ListParams,
  RESIDENT_STATUS_LABELS,
} from '@condo/shared/ui';
import dayjs from 'dayjs';

/** Spec part 2 §9: Triggered at reads DD-MM-YYYY HH:mm. */
export const CALL_TIME_FORMAT = 'DD-MM-YYYY HH:mm';

/** The list's own parameters: the labels chosen in the Status and Resident status filters, the call types, the range. */
export type CallLogParams = ListParams & {
  from: string;
  to: string;
  status_label?: string[];
  resident_status?: string[];
  call_type?: CallLog['call_type'][];
};

/** What the screen sends for its filters (spec §4 reverse mapping): the labels become status[] and gate_open[]. */
export function callLogQuery(params: Omit<CallLogParams, 'page' | 'per_page'>) {
  const mapped = callFilterQuery([...(params.status_label ?? []), ...(params.resident_status ?? [])]);
  return {
    from_time: params.from,
    to_time: params.to,
    ...(params.call_type?.length ? { call_type: params.call_type } : {}),
    ...(mapped.status.length ? { status: mapped.status } : {}),
    ...(mapped.gate_open.length ? { gate_open: mapped.gate_open } : {}),
  };
}

/** A §4 badge: the colour as a dot, the label as dark text (AA contrast; never colour alone). */
export function CallBadge({ label }: { label: string }) {
  return (
    <Tag style={{ marginInlineEnd: 0 }}>
      <Badge color={callBadgeColor(label)} text={label} />
    </Tag>
  );
}

/** Which number took a forwarded call. */
export function forwardMarker(log: Pick<CallLog, 'forwarded_call' | 'forwarded_to'>): string | null {
  if (!log.forwarded_call) return null;
  return log.forwarded_to === 'secondary' ? 'Secondary' : 'Primary';
}

const secondary = { color: 'var(--ant-color-text-secondary)', fontSize: 12 } as const;

/**
 * The spec's call log has no `id` (part 2 §3; api/ adds one): without it a row is keyed by what tells calls apart,
 * its time, the resident's phone, the unit, the device, the type and the status.
 */
export function callLogRowKey(log: Partial<Pick<CallLog, 'id'>> & Omit<CallLog, 'id'>): string {
  if (log.id !== undefined && log.id !== null) return String(log.id);
  return [
    log.created_at,
    log.resident?.phone,
    log.unit_number,
    log.device_data?.mac_address,
    log.call_type,
    log.status,
  ].join('|');
}

export const callLogListPage = defineListPage<CallLog, CallLogParams>({
  resource: (query, options) =>
    api.callLogs.list({ ...callLogQuery(query), page: query.page, per_page: query.per_page }, options),
  title: 'Calls',
  rowKey: callLogRowKey,
  searchDebounceMs: TIMINGS.callLogSearchDebounce,
  emptyText: 'No calls in this range',
  columns: [
    {
      key: 'resident',
      title: 'Resident details',
      render: (_, log) => {
        const marker = forwardMarker(log);
        return (
          <>
            <div>
              {log.resident.name || '-'}
              {marker ? (
                <Tag style={{ marginInlineStart: 8 }} aria-label={`Forwarded to the ${marker.toLowerCase()} number`}>
                  {marker}
                </Tag>
              ) : null}
            </div>
            <div style={secondary}>{log.resident.phone || '-'}</div>
          </>
        );
      },
    },
    { key: 'unit_number', title: 'Unit Number', dataIndex: 'unit_number', render: (value) => value || '-' },
    {
      key: 'status_label',
      title: 'Status',
      filters: CALL_STATUS_LABELS.map((label) => ({ text: label, value: label })),
      render: (_, log) => <CallBadge label={callDisplay(log.status, log.gate_open).status} />,
    },
    {
      key: 'resident_status',
      title: 'Resident status',
      filters: RESIDENT_STATUS_LABELS.map((label) => ({ text: label, value: label })),
      render: (_, log) => <CallBadge label={callDisplay(log.status, log.gate_open).residentStatus} />,
    },
    {
      key: 'created_at',
      title: 'Triggered at',
      dataIndex: 'created_at',
      render: (value: string) => dayjs(value).format(CALL_TIME_FORMAT),
    },
    {
      key: 'call_type',
      title: 'Call Type',
      dataIndex: 'call_type',
      filters: Object.entries(CALL_TYPE_LABELS).map(([value, text]) => ({ text, value })),
      render: (value: string) => CALL_TYPE_LABELS[value] ?? value,
    },
    {
      key: 'device',
      title: 'Device details',
      render: (_, log) => (
        <>
          <div>{log.device_data.name || '-'}</div>
          <div style={secondary}>{log.device_data.mac_address || '-'}</div>
        </>
      ),
    },
    { key: 'forwarded_reason', title: 'Reason', dataIndex: 'forwarded_reason', render: (value) => value || '-' },
  ],
});
