import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope, Id, MAX_LENGTH, PagedEnvelope, PageQuery, StringEnum } from '../../plugins/envelope';

const Timestamp = Type.String({ format: 'date-time' });
export const SCHEDULER_STATUSES = ['active', 'inactive'] as const;

/** Spec part 2 §3 Scheduler. */
export const Scheduler = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    status: StringEnum(SCHEDULER_STATUSES),
    service: Type.String(),
    task: Type.String(),
    cronline: Type.String({ description: '5 fields: minute hour day-of-month month day-of-week' }),
    grace_time: Type.Integer({ description: 'Minutes a missed fire time may be late and still run at start; 0: any' }),
    state: StringEnum(['working', 'idle'], {
      description: "Spec part 2 §3 'state (working)': working while a run is on",
    }),
    working: addition(
      'The spec gives state; the same as state working',
      Type.Boolean({ description: 'A run is in progress (the same as state working)' }),
    ),
    done_at: Type.Union([Timestamp, Type.Null()], { description: 'When the last successful run finished' }),
    next_run_at: addition(
      'Not in the spec’s Scheduler',
      Type.Union([Timestamp, Type.Null()], { description: 'The next planned fire time (active only)' }),
    ),
    time_zone: addition(
      'Not in the spec’s Scheduler',
      Type.String({ description: "The cron line's time zone: the condo's, else UTC" }),
    ),
  },
  { $id: 'Scheduler' },
);

/** Spec part 2 §3 Scheduler error log. */
export const SchedulerErrorLog = Type.Object(
  {
    id: Type.Integer(),
    status_code: Type.Integer(),
    message: Type.String(),
    created_at: Timestamp,
    link: Type.String({ description: 'Detail Log: a signed path from the API root, valid for an hour' }),
  },
  { $id: 'SchedulerErrorLog' },
);

/** A service of the task registry and its tasks (GET /api/v1/schedulers/services, not in the spec). */
export const SchedulerService = Type.Object(
  {
    service: Type.String(),
    label: Type.String(),
    tasks: Type.Array(Type.Object({ task: Type.String(), label: Type.String(), description: Type.String() })),
  },
  { $id: 'SchedulerService' },
);

export const SchedulerRun = Type.Object(
  { run_id: Type.Integer(), scheduler_id: Type.Integer(), planned_at: Timestamp },
  { $id: 'SchedulerRun' },
);

export const schedulerComponents = [Scheduler, SchedulerErrorLog, SchedulerService, SchedulerRun];

export const SchedulerListQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: MAX_LENGTH.search, description: 'Part of the name, service or task' })),
  ...PageQuery,
});

export const ErrorLogListQuery = Type.Object({
  query: Type.Optional(Type.String({ maxLength: MAX_LENGTH.search, description: 'Part of the message' })),
  page: PageQuery.page,
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 5 })),
});

const fields = {
  name: Type.String({ minLength: 1, maxLength: MAX_LENGTH.name }),
  status: StringEnum(SCHEDULER_STATUSES, { description: 'Default: active' }),
  service: Type.String({ minLength: 1, maxLength: 64, description: 'A service of GET /api/v1/schedulers/services' }),
  task: Type.String({ minLength: 1, maxLength: 64, description: "One of the service's tasks" }),
  cronline: Type.String({ minLength: 1, maxLength: 120, description: '5 fields, e.g. */5 * * * *' }),
  grace_time: Type.Integer({ minimum: 0, maximum: 10_080, description: 'Minutes; default 0' }),
};

/** `{schedulers: {...}}` (spec part 2 §7). */
export const SchedulerCreateBody = Type.Object({
  schedulers: Type.Object({
    name: fields.name,
    status: Type.Optional(fields.status),
    service: fields.service,
    task: fields.task,
    cronline: fields.cronline,
    grace_time: Type.Optional(fields.grace_time),
  }),
});
export const SchedulerUpdateBody = Type.Object({ schedulers: Type.Partial(Type.Object(fields)) });
export const SchedulerParams = Type.Object({ id: Id() });

export const SchedulerListResponse = PagedEnvelope(Type.Ref('Scheduler'));
export const SchedulerResponse = Envelope(Type.Ref('Scheduler'));
export const ErrorLogListResponse = PagedEnvelope(Type.Ref('SchedulerErrorLog'));
export const SchedulerServicesResponse = Envelope(Type.Array(Type.Ref('SchedulerService')));
export const SchedulerRunResponse = Envelope(Type.Ref('SchedulerRun'));
