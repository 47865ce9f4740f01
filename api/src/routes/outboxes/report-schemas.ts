import { Type } from 'typebox';
import { RangeQuery } from '../activity-range';

const Count = Type.Integer({ minimum: 0 });

/** The medium keys of the spec's Outbox aggregation (spec part 3 §3), in the order the report's cards show them. */
export const OUTBOX_REPORT_MEDIUMS = [
  { key: 'Sms', medium: 'sms' },
  { key: 'Mail', medium: 'mail' },
  { key: 'WhatsApp', medium: 'whatsapp' },
  { key: 'Ivr', medium: 'ivr' },
] as const;

export const OutboxReportRow = Type.Object(
  { date: Type.String({ format: 'date' }), sms: Count, mail: Count, whatsapp: Count, ivr: Count },
  { $id: 'OutboxReportRow', description: 'Messages created on one UTC day, per medium' },
);

export const OutboxMediumBucket = Type.Object(
  { key: Type.Union(OUTBOX_REPORT_MEDIUMS.map((m) => Type.Literal(m.key))), doc_count: Count },
  { $id: 'OutboxMediumBucket' },
);

export const outboxReportComponents = [OutboxReportRow, OutboxMediumBucket];

export const OutboxRangeQuery = Type.Object(RangeQuery);

export const OutboxTotalResponse = Type.Object({ data: Type.Object({ count: Count }) });
export const OutboxReportResponse = Type.Object({ data: Type.Array(Type.Ref('OutboxReportRow')) });
export const OutboxMediumAggsResponse = Type.Object({
  data: Type.Object({
    medium: Type.Object({
      medium: Type.Object({ buckets: Type.Array(Type.Ref('OutboxMediumBucket'), { maxItems: 4 }) }),
    }),
  }),
});
export const OutboxSmsCountResponse = Type.Object({ data: Count });
