import {
  api,
  MESSAGE_MEDIUM_LABELS,
  MESSAGE_STATUS_FILTERS,
  messageStatusLabel,
  type OutboxExportColumn,
  type SentMessage,
  TIMINGS,
  truncate,
} from '@condo/shared';
import { Badge, Tag } from '@condo/shared/antd';
import { defineListPage, formatDateTime, type ListParams, messageStatusColor } from '@condo/shared/ui';

/** What the list sends besides paging: the tab's recipient types and the range (kept in the URL by the screen). */
export type OutboxParams = ListParams & {
  recipient_type: string;
  from: string;
  to: string;
  medium?: string[];
  status?: string[];
  recipient?: string[];
};

/** Spec part 1 §9: the subject is cut at 30 characters. */
export const SUBJECT_LENGTH = 30;

/** The e-mail of a mail, else the phone, with its country code when the number is stored without one. */
export function recipientContact(message: Pick<SentMessage, 'recipient' | 'medium'>): string {
  const { email, phone, country_code: countryCode } = message.recipient;
  const number = phone && countryCode && !phone.startsWith('+') ? `+${countryCode} ${phone}` : phone;
  return (message.medium === 'mail' ? email : number) ?? email ?? number ?? '';
}

/**
 * The status in its §4 colour as a dot, with dark text: antd's coloured tag text on its tint fails WCAG AA
 * contrast (the same choice as the shared StatusTag).
 */
export function MessageStatusTag({ status }: { status: string }) {
  const color = messageStatusColor(status);
  const dot = color === 'processing' ? 'blue' : color === 'default' ? 'gray' : color;
  return (
    <Tag style={{ marginInlineEnd: 0 }}>
      <Badge color={dot} text={messageStatusLabel(status)} />
    </Tag>
  );
}

MessageStatusTag.exportText = ({ status }: { status: string }) => messageStatusLabel(status);

const OUTBOX_EXPORT_COLUMNS: readonly string[] = ['created_at', 'medium', 'recipient', 'subject', 'status'];
const isOutboxExportColumn = (key: string): key is OutboxExportColumn => OUTBOX_EXPORT_COLUMNS.includes(key);

/** Spec part 1 §2 Outbox: the table of one tab; the filters' options are the response's aggregations. */
export function outboxListPage(onOpen: (message: SentMessage) => void) {
  return defineListPage<SentMessage, OutboxParams>({
    resource: (query, options) =>
      api.outboxes.list(
        {
          fromTime: query.from,
          toTime: query.to,
          page: query.page,
          perPage: query.per_page,
          search: query.query,
          selectedMedium: query.medium,
          selectedStatus: query.status,
          selectedRecipient: query.recipient,
          recipient_type: query.recipient_type,
        },
        options,
      ),
    // The reference API writes the CSV itself, streamed (an addition: a backend without it answers 404, and the
    // export then reads the pages here).
    serverExport: (query, columns) =>
      api.outboxes.export(
        {
          fromTime: query.from,
          toTime: query.to,
          search: query.query,
          selectedMedium: query.medium,
          selectedStatus: query.status,
          selectedRecipient: query.recipient,
          recipient_type: query.recipient_type,
          columns: columns.filter(isOutboxExportColumn),
          tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
        { silent: true },
      ),
    title: 'Sent messages',
    rowKey: 'id',
    search: { placeholder: 'Search recipient or subject' },
    searchDebounceMs: TIMINGS.outboxSearchDebounce,
    autoRefreshMs: TIMINGS.outboxAutoRefresh,
    pageSizes: [5, 10, 15, 25],
    defaultPageSize: 25,
    emptyText: 'No messages in this range',
    onRowClick: onOpen,
    columns: [
      {
        key: 'created_at',
        title: 'Sent At',
        dataIndex: 'created_at',
        render: (value: string) => formatDateTime(value),
      },
      {
        key: 'medium',
        title: 'Medium',
        dataIndex: 'medium',
        // `aggregation.medium` is an addition of api/ (the spec's aggregations are recipient.full_name and status):
        // without it the options are the mediums the console knows.
        aggregationFilter: {
          key: 'medium',
          label: (value) => MESSAGE_MEDIUM_LABELS[value] ?? value,
          fallback: Object.keys(MESSAGE_MEDIUM_LABELS),
        },
        render: (value: string) => MESSAGE_MEDIUM_LABELS[value] ?? value,
      },
      {
        key: 'recipient',
        title: 'Recipient',
        aggregationFilter: { key: 'recipient.full_name' },
        filterSearch: true,
        render: (_, message) => (
          <>
            <div>{message.recipient.full_name || '-'}</div>
            <div style={{ color: 'var(--ant-color-text-secondary)', fontSize: 12 }}>{recipientContact(message)}</div>
          </>
        ),
      },
      {
        key: 'subject',
        title: 'Subject',
        exportValue: (message) => message.subject ?? message.content,
        render: (_, message) => {
          const text = message.subject ?? message.content;
          return <span title={text.length > SUBJECT_LENGTH ? text : undefined}>{truncate(text, SUBJECT_LENGTH)}</span>;
        },
      },
      {
        key: 'status',
        title: 'Status',
        dataIndex: 'status',
        // Spec part 1 §2: options from the aggregations; §4's fixed list when an answer carries no status buckets.
        aggregationFilter: { key: 'status', label: messageStatusLabel, fallback: MESSAGE_STATUS_FILTERS },
        render: (value: string) => <MessageStatusTag status={value} />,
      },
    ],
  });
}
