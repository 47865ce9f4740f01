import type { QueryOf } from '../operations';
import type { CallOptions, Client, Id } from '../request';

/**
 * Spec part 1 §7, the Outbox's own camelCase names. The chosen filter values go comma-separated
 * (`selectedStatus=sent,failed`), as does the VISITOR tab's `recipient_type=invitee,visitor`.
 */
export type OutboxListQuery = Omit<QueryOf<'/api/v1/outboxes', 'GET'>, Joined> & Partial<Record<Joined, string[]>>;
type Joined = 'selectedMedium' | 'selectedStatus' | 'selectedRecipient';

/** Spec part 1 §7 "Sent-message listing": snake_case names, arrays as `key[]` (path: docs/api/messaging-and-delivery.md). */
export type SentMessageListQuery = QueryOf<'/api/v1/outboxes/sent_messages', 'GET'>;

type ExportQuery = QueryOf<'/api/v1/outboxes/export', 'GET'>;
/** A column of the Outbox export, as the API names it: created_at, medium, recipient, subject, status. */
export type OutboxExportColumn = Extract<NonNullable<ExportQuery['columns']>, readonly unknown[]>[number];
/**
 * The list's query without paging (its filters as `list` takes them), the columns in order (default all five) and
 * the IANA time zone of Sent At (default UTC).
 */
export type OutboxExportQuery = Omit<ExportQuery, Joined | 'columns' | 'tz'> &
  Partial<Record<Joined, string[]>> & { columns?: readonly OutboxExportColumn[]; tz?: string };

const joined = (values: readonly string[] | undefined) => (values?.length ? values.join(',') : undefined);

export const outboxes = ({ send, sendForFile, get }: Client) => ({
  /**
   * `GET /api/v1/outboxes?fromTime&toTime&perPage&page&search&selectedMedium&selectedStatus&selectedRecipient&recipient
   * _type`.
   */
  list: (query: OutboxListQuery, options?: CallOptions) => {
    const { selectedMedium, selectedStatus, selectedRecipient, ...rest } = query;
    return send(
      { path: '/api/v1/outboxes' },
      {
        query: {
          ...rest,
          selectedMedium: joined(selectedMedium),
          selectedStatus: joined(selectedStatus),
          selectedRecipient: joined(selectedRecipient),
        },
      },
      options,
    );
  },

  /**
   * `GET /api/v1/outboxes/export?<the list's filters>&columns&tz` → the CSV file of every row of the filter, newest
   * first (UTF-8 with BOM, the table's titles, dates `DD-MM-YYYY HH:mm:ss` in `tz`, cells safe from formulas). An
   * addition of api/ (docs/additions.md): the spec's backend, or `API_CONTRACT=spec`, answers 404, and the caller
   * pages `list` instead.
   */
  export: (query: OutboxExportQuery = {}, options?: CallOptions): Promise<Blob> => {
    const { selectedMedium, selectedStatus, selectedRecipient, columns, ...rest } = query;
    return sendForFile(
      { path: '/api/v1/outboxes/export' },
      {
        query: {
          ...rest,
          selectedMedium: joined(selectedMedium),
          selectedStatus: joined(selectedStatus),
          selectedRecipient: joined(selectedRecipient),
          columns: joined(columns),
        },
      },
      options,
    );
  },

  /** `GET /api/v1/outboxes/{id}` → the message and its status history. */
  get: (id: Id, options?: CallOptions) => send({ path: '/api/v1/outboxes/{id}' }, { params: { id } }, options),

  /**
   * `POST /api/v1/outboxes/{id}/resend`: a failed message queued again as a new one (docs/api/messaging-and-
   * delivery.md).
   */
  resend: (id: Id, options?: CallOptions) =>
    send({ path: '/api/v1/outboxes/{id}/resend', method: 'POST' }, { params: { id } }, options),

  /** `GET /api/v1/outboxes/total?from_time&to_time` → data.count: notifications sent in the range (reports). */
  total: get('/api/v1/outboxes/total'),

  /** `GET /api/v1/outboxes/sent_messages?from_time&to_time&medium[]&status[]&recipient_full_name[]&recipient_type[]`. */
  sentMessages: get('/api/v1/outboxes/sent_messages'),
});
