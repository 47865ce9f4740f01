import { Type } from 'typebox';
import { CALL_STATUSES, CALL_TYPES, GATE_OPEN_VALUES } from '../../db/schema';
import { addition } from '../../plugins/additions';
import { MessageBody, PagedEnvelope, PageQuery, StringEnum } from '../../plugins/envelope';

export const CallLog = Type.Object(
  {
    id: addition('Not in the spec’s call log', Type.Integer()),
    status: StringEnum(CALL_STATUSES),
    gate_open: Type.Union([StringEnum(GATE_OPEN_VALUES), Type.Null()]),
    resident: Type.Object({
      name: Type.Union([Type.String(), Type.Null()]),
      phone: Type.Union([Type.String(), Type.Null()]),
    }),
    forwarded_call: Type.Boolean(),
    forwarded_to: addition(
      'Not in the spec’s call log (the Primary / Secondary marker)',
      Type.Union([StringEnum(['primary', 'secondary'] as const), Type.Null()], {
        description:
          'Which number took a forwarded call (the Primary / Secondary marker); an addition, docs/api/devices-and-site-events.md',
      }),
    ),
    unit_number: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
    call_type: StringEnum(CALL_TYPES),
    device_data: Type.Object({
      name: Type.Union([Type.String(), Type.Null()]),
      mac_address: Type.Union([Type.String(), Type.Null()]),
    }),
    forwarded_reason: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'CallLog' },
);

export const CallLogCount = Type.Object({ total: Type.Integer() }, { $id: 'CallLogCount' });

/** The Ivr Call Count and Video Call Count analytics cards (spec part 3 §3 calls). */
export const CallCounts = Type.Object(
  { ivr_call_count: Type.Integer(), video_call_count: Type.Integer() },
  { $id: 'CallCounts' },
);

export const callLogComponents = [CallLog, CallLogCount, CallCounts];

const TIME = { maxLength: 40, description: 'ISO 8601 date or date-time' };

/** The filters of the list, the count and the report (spec part 2 §7). */
export const CallLogFilters = {
  from_time: Type.Optional(
    Type.String({ ...TIME, description: 'Start, ISO 8601 (default: Monday 00:00 UTC of this week)' }),
  ),
  to_time: Type.Optional(
    Type.String({ ...TIME, description: 'End, ISO 8601 (default: now); at most 30 days after from_time' }),
  ),
  call_type: Type.Optional(
    Type.Array(StringEnum(CALL_TYPES), {
      maxItems: 10,
      description: 'Sent repeated: call_type=ivr&call_type=video_call',
    }),
  ),
  'status[]': Type.Optional(Type.Array(StringEnum(CALL_STATUSES), { maxItems: 20 })),
  'gate_open[]': Type.Optional(Type.Array(StringEnum(GATE_OPEN_VALUES), { maxItems: 10 })),
};

export const CallLogListQuery = Type.Object({ ...PageQuery, ...CallLogFilters });
export const CallLogFilterQuery = Type.Object(CallLogFilters);
export const CallLogListResponse = PagedEnvelope(Type.Ref('CallLog'));
export const CallLogCountResponse = Type.Object({ data: Type.Ref('CallLogCount') });
export const CallLogReportResponse = MessageBody;
