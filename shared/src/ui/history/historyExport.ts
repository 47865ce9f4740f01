import { type AuditEvent, type AuditedResource, api } from '@condo/shared';
import { formatDateTime } from '../../format/dates';
import type { ListColumn } from '../list/definition';
import { type CollectOptions, type ExportFormat, exportColumns, exportPaged, type FetchPage } from '../list/export';
import { changeTitle, changeValue, fieldLabel, isSessionEvent, sessionEventDetails } from './changeValue';

/** One line of a History export: a changed field of an event, or the event itself when it changed no field. */
interface HistoryLine {
  id: string;
  event: AuditEvent;
  field: string;
  before: string;
  after: string;
}

const who = ({ actor }: AuditEvent) =>
  actor ? (actor.name === actor.email ? actor.email : `${actor.name} (${actor.email})`) : 'the system';

const columns: ListColumn<HistoryLine>[] = [
  { key: 'created_at', title: 'Changed At', exportValue: (line) => formatDateTime(line.event.created_at) },
  { key: 'change', title: 'Change', exportValue: (line) => changeTitle(line.event.action, line.event.entity) },
  { key: 'by', title: 'By', exportValue: (line) => who(line.event) },
  { key: 'ip_address', title: 'From', exportValue: (line) => line.event.ip_address ?? '' },
  { key: 'field', title: 'Field', exportValue: (line) => line.field },
  { key: 'before', title: 'Before', exportValue: (line) => line.before },
  { key: 'after', title: 'After', exportValue: (line) => line.after },
];

function linesOf(event: AuditEvent, fieldLabels?: Record<string, string>): HistoryLine[] {
  if (isSessionEvent(event) || !event.changes.length) {
    const details = isSessionEvent(event) ? (sessionEventDetails(event.changes) ?? '') : '';
    return [{ id: `${event.id}`, event, field: '', before: '', after: details }];
  }
  return event.changes.map((change) => ({
    id: `${event.id}:${change.field}`,
    event,
    field: fieldLabel(change.field, fieldLabels),
    before: changeValue(change.before),
    after: changeValue(change.after),
  }));
}

export interface HistoryExportSource {
  resource: AuditedResource;
  recordId: number;
  fieldLabels?: Record<string, string>;
  condo?: string;
}

/** The whole History of a record, newest first, one line per changed field. */
export function exportHistory(
  { resource, recordId, fieldLabels, condo }: HistoryExportSource,
  format: ExportFormat,
  name: string,
  options: CollectOptions,
) {
  const fetchPage: FetchPage<HistoryLine> = async (page, perPage) => {
    const answer = await api.auditEvents.list(
      { resource, record_id: recordId, page, per_page: perPage },
      { keepSession: true, ...(condo ? { condo } : {}) },
    );
    // Pages count events, and an event gives one line or more: a page of lines is never shorter than its events,
    // so the export reads on until a page brings no event (one call more at most). No total: it counts events.
    return { data: (answer.data ?? []).flatMap((event) => linesOf(event, fieldLabels)) };
  };
  return exportPaged(format, name, exportColumns(columns), fetchPage, options);
}
