import { Type } from 'typebox';
import { MEDIUMS } from '../../delivery/transports';
import { addition } from '../../plugins/additions';
import { Envelope, Id, MAX_LENGTH, PagedEnvelope } from '../../plugins/envelope';
import { outboxReportComponents } from './report-schemas';

const Timestamp = Type.String({ format: 'date-time' });

export const Recipient = Type.Object(
  {
    full_name: Type.Optional(Type.String()),
    email: Type.Optional(Type.String()),
    phone: Type.Optional(Type.String()),
    country_code: addition('Not in the spec’s recipient (full_name, email or phone)', Type.Optional(Type.Integer())),
  },
  { $id: 'MessageRecipient', additionalProperties: true },
);

const messageFields = {
  id: Type.Integer(),
  from: Type.Union([Type.Array(Type.String()), Type.String()], {
    description: 'For MailSent a list whose first item is shown; otherwise the sender (number or name)',
  }),
  subject: Type.Union([Type.String(), Type.Null()]),
  recipient: Type.Ref('MessageRecipient'),
  content: Type.String(),
  medium: Type.String({ description: MEDIUMS.join(' | ') }),
  status: Type.String({ description: 'queued → sending → sent → delivered | failed | undelivered …' }),
  type: Type.String({ description: 'MailSent | SmsSent | WhatsappSent | FcmSent | IvrCall' }),
  msg_id: Type.Union([Type.String(), Type.Null()]),
  recipient_type: addition('Not in the spec’s sent message', Type.String()),
  created_at: Timestamp,
  updated_at: addition('Not in the spec’s sent message', Timestamp),
};

export const SentMessage = Type.Object(messageFields, { $id: 'SentMessage' });

export const MessageEvent = Type.Object(
  { status: Type.String(), detail: Type.Union([Type.String(), Type.Null()]), created_at: Timestamp },
  { $id: 'MessageEvent' },
);

export const SentMessageDetail = Type.Object(
  {
    ...messageFields,
    attempts: addition('Not in the spec’s message detail', Type.Integer()),
    last_error: addition('Not in the spec’s message detail', Type.Union([Type.String(), Type.Null()])),
    resend_of_id: addition('Not in the spec’s message detail', Type.Union([Type.Integer(), Type.Null()])),
    history: addition(
      'Not in the spec’s message detail',
      Type.Array(Type.Ref('MessageEvent'), { description: 'Every status it took, oldest first' }),
    ),
  },
  { $id: 'SentMessageDetail' },
);

const Bucket = Type.Object({ key: Type.String(), doc_count: Type.Integer() });
const Buckets = Type.Object({ buckets: Type.Array(Bucket) });

export const OutboxAggregation = Type.Object(
  {
    'recipient.full_name': Buckets,
    status: Buckets,
    medium: addition('The spec’s aggregations are recipient.full_name and status', Buckets),
  },
  {
    $id: 'OutboxAggregation',
    description:
      'Counts over the date range, tab and search (not the column filters, so every option stays offered); ' +
      'recipients: the 50 most frequent',
  },
);

export const outboxComponents = [
  Recipient,
  SentMessage,
  MessageEvent,
  SentMessageDetail,
  OutboxAggregation,
  ...outboxReportComponents,
];

/** One value, or several comma-separated (`sent,failed`), or the name repeated. */
const Choice = (description: string) =>
  Type.Optional(
    Type.Union(
      [
        Type.String({ maxLength: MAX_LENGTH.text }),
        Type.Array(Type.String({ maxLength: MAX_LENGTH.name }), { maxItems: 100 }),
      ],
      {
        description,
      },
    ),
  );

/** ISO-8601 date-time, or milliseconds since the epoch. */
const Instant = (description: string) =>
  Type.Optional(
    Type.String({
      maxLength: 40,
      pattern: '^(\\d{1,15}|\\d{4}-\\d{2}-\\d{2}[T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)$',
      description,
    }),
  );

/** Spec part 1 §7: the Outbox's own camelCase names. */
export const OutboxListQuery = Type.Object({
  fromTime: Instant('Start of the range (inclusive); default 7 days before toTime'),
  toTime: Instant('End of the range (exclusive); default now'),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 25 })),
  search: Type.Optional(Type.String({ maxLength: MAX_LENGTH.search })),
  selectedMedium: Choice('mail, sms, whatsapp, fcm, ivr'),
  selectedStatus: Choice('Message statuses'),
  selectedRecipient: Choice("Recipients' full names (the recipient.full_name buckets)"),
  recipient_type: Choice('Default user; the VISITOR tab sends invitee,visitor'),
});

const List = (description: string) =>
  Type.Optional(Type.Array(Type.String({ maxLength: MAX_LENGTH.name }), { maxItems: 100, description }));

/** Spec part 1 §7 "Sent-message listing": the snake_case array form. */
export const SentMessageListQuery = Type.Object({
  from_time: Instant('Start of the range (inclusive)'),
  to_time: Instant('End of the range (exclusive)'),
  'medium[]': List('Mediums'),
  'status[]': List('Statuses'),
  'recipient_full_name[]': List('Recipients'),
  'recipient_type[]': List('Recipient types'),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 25 })),
});

export const OutboxParams = Type.Object({ id: Id() });

export const OutboxListResponse = Type.Object({
  data: Type.Array(Type.Ref('SentMessage')),
  total_entries: Type.Integer(),
  aggregation: Type.Ref('OutboxAggregation'),
});
export const SentMessageListResponse = PagedEnvelope(Type.Ref('SentMessage'));
export const SentMessageResponse = Envelope(Type.Ref('SentMessageDetail'));
