import { type AuditEvent, type AuditedResource, api } from '@condo/shared';
import { Button, Empty, Flex, Typography } from '@condo/shared/antd';
import { useState } from 'react';
import { formatDateTime, formatRelative } from '../../format/dates';
import { ExportMenu } from '../list/ExportMenu';
import { RequestStatus } from '../RequestStatus';
import { useRequest } from '../useRequest';
import { visuallyHidden } from '../VisuallyHidden';
import { changeTitle, changeValue, fieldLabel, isSessionEvent, sessionEventDetails } from './changeValue';
import { exportHistory } from './historyExport';

export interface RecordHistoryProps {
  resource: AuditedResource;
  recordId: number;
  /** Labels of the record's fields as its form shows them (`timeout_minutes` → `TimeOut (minutes)`). */
  fieldLabels?: Record<string, string>;
  pageSize?: number;
  /** The condo whose view of the record to show, when the screen is outside one (admin users). */
  condo?: string;
}

/**
 * The History tab of an edit form: the record's changes, newest first (`GET /api/v1/audit_events`), each with who,
 * when and from where, and a table of the fields it changed, the new value highlighted.
 */
export function RecordHistory({ resource, recordId, fieldLabels, pageSize = 10, condo }: RecordHistoryProps) {
  const [page, setPage] = useState(1);
  // The pages already shown; 'Show older changes' asks only for the next one.
  const [earlier, setEarlier] = useState<AuditEvent[]>([]);
  const request = useRequest(
    () =>
      api.auditEvents.list(
        { resource, record_id: recordId, page, per_page: pageSize },
        { silent: true, keepSession: true, ...(condo ? { condo } : {}) },
      ),
    [resource, recordId, pageSize, page, condo],
  );
  const shown = new Set(earlier.map((event) => event.id));
  // A change made meanwhile shifts the pages: an event already shown is not shown twice.
  const latest = request.loading ? [] : (request.data?.data ?? []).filter((event) => !shown.has(event.id));
  const events = [...earlier, ...latest];
  const more = () => {
    setEarlier(events);
    setPage(page + 1);
  };
  const total = request.data?.total_entries ?? 0;

  return (
    <RequestStatus request={request} loadingLabel="Loading the history" errorTitle="The history could not be loaded">
      {events.length === 0 ? (
        <Empty description="No changes recorded yet" />
      ) : (
        <Flex vertical gap={16}>
          <Flex justify="end" gap={8} align="center">
            <ExportMenu
              size="small"
              label="the history"
              fileName={`${resource} ${recordId} history`}
              run={(format, options) =>
                exportHistory({ resource, recordId, fieldLabels, condo }, format, `History ${recordId}`, options)
              }
            />
          </Flex>
          <ol aria-label="Changes, newest first" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {events.map((event) => (
              <ChangeEntry key={event.id} event={event} fieldLabels={fieldLabels} />
            ))}
          </ol>
          {events.length < total ? (
            <Button onClick={more} loading={request.loading} style={{ alignSelf: 'center' }}>
              Show older changes ({total - events.length})
            </Button>
          ) : null}
        </Flex>
      )}
    </RequestStatus>
  );
}

function ChangeEntry({ event, fieldLabels }: { event: AuditEvent; fieldLabels?: Record<string, string> }) {
  const { actor } = event;
  // A refused sign-in names only the e-mail typed: no account's name.
  const who = actor ? (actor.name === actor.email ? actor.email : `${actor.name} (${actor.email})`) : 'the system';
  const title = changeTitle(event.action, event.entity);
  const details = isSessionEvent(event) ? sessionEventDetails(event.changes) : null;
  return (
    <li style={{ borderLeft: '3px solid var(--ant-color-border)', paddingLeft: 12, marginBottom: 16 }}>
      <Typography.Text strong>{title}</Typography.Text>{' '}
      <Typography.Text type="secondary">
        by {who} ·{' '}
        <time dateTime={event.created_at} title={formatDateTime(event.created_at)}>
          {formatRelative(event.created_at)}
        </time>
        {event.ip_address ? ` · from ${event.ip_address}` : ''}
      </Typography.Text>
      {details !== null ? (
        details && <Typography.Paragraph style={{ margin: '4px 0 0' }}>{details}</Typography.Paragraph>
      ) : event.changes.length ? (
        <table className="record-history-changes" style={{ width: '100%', marginTop: 8, borderCollapse: 'collapse' }}>
          <caption className="sr-only" style={visuallyHidden}>
            {title}: fields changed
          </caption>
          <thead>
            <tr>
              <th scope="col" style={cell}>
                Field
              </th>
              <th scope="col" style={cell}>
                Before
              </th>
              <th scope="col" style={cell}>
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {event.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row" style={{ ...cell, fontWeight: 500 }}>
                  {fieldLabel(change.field, fieldLabels)}
                </th>
                <td style={{ ...cell, color: 'var(--ant-color-text-secondary)' }}>{changeValue(change.before)}</td>
                <td style={cell}>
                  <mark style={highlight}>{changeValue(change.after)}</mark>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}

const cell = {
  textAlign: 'left',
  padding: '4px 8px',
  borderBottom: '1px solid var(--ant-color-border-secondary)',
  verticalAlign: 'top',
  wordBreak: 'break-word',
} as const;
// Dark text on a pale yellow: the highlight keeps WCAG AA contrast.
const highlight = { background: '#fff1b8', color: '#262626', padding: '0 2px' } as const;
