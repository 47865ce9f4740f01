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

const joined = (values: string[] | undefined) => (values?.length ? values.join(',') : undefined);

export const outboxes = ({ send, get }: Client) => ({
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
