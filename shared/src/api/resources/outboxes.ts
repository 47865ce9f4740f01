import type { SentMessage, SentMessageDetail } from '../../contract';
import { type CallOptions, type Id, send } from '../request';

/**
 * Spec part 1 §7, the Outbox's own camelCase names. The chosen filter values go comma-separated
 * (`selectedStatus=sent,failed`), as does the VISITOR tab's `recipient_type=invitee,visitor`.
 */
export type OutboxListQuery = {
  fromTime?: Date | string;
  toTime?: Date | string;
  page?: number;
  perPage?: number;
  search?: string;
  selectedMedium?: string[];
  selectedStatus?: string[];
  selectedRecipient?: string[];
  recipient_type?: string;
};

/**
 * Spec part 1 §7 "Sent-message listing": snake_case names, arrays as `key[]` (path: docs/api/messaging-and-
 * delivery.md).
 */
export type SentMessageListQuery = {
  from_time?: Date | string;
  to_time?: Date | string;
  medium?: string[];
  status?: string[];
  recipient_full_name?: string[];
  recipient_type?: string[];
  page?: number;
  per_page?: number;
};

const joined = (values: string[] | undefined) => (values?.length ? values.join(',') : undefined);

export const outboxes = {
  /**
   * `GET /api/v1/outboxes?fromTime&toTime&perPage&page&search&selectedMedium&selectedStatus&selectedRecipient&recipient
   * _type`.
   */
  list: (query: OutboxListQuery, options?: CallOptions) => {
    const { selectedMedium, selectedStatus, selectedRecipient, ...rest } = query;
    return send<SentMessage[]>(
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
  get: (id: Id, options?: CallOptions) =>
    send<SentMessageDetail>({ path: '/api/v1/outboxes/{id}' }, { params: { id } }, options),

  /**
   * `POST /api/v1/outboxes/{id}/resend`: a failed message queued again as a new one (docs/api/messaging-and-
   * delivery.md).
   */
  resend: (id: Id, options?: CallOptions) =>
    send<{ id: number }>({ path: '/api/v1/outboxes/{id}/resend', method: 'POST' }, { params: { id } }, options),

  /** `GET /api/v1/outboxes/total?from_time&to_time` → data.count: notifications sent in the range (reports). */
  total: (query: { from_time: Date | string; to_time: Date | string }, options?: CallOptions) =>
    send<{ count: number }>({ path: '/api/v1/outboxes/total' }, { query }, options),

  /**
   * `GET /api/v1/outboxes/sent_messages?from_time&to_time&medium[]&status[]&recipient_full_name[]&recipient_type[]`.
   */
  sentMessages: (query: SentMessageListQuery, options?: CallOptions) =>
    send<SentMessage[]>({ path: '/api/v1/outboxes/sent_messages' }, { query }, options),
};
