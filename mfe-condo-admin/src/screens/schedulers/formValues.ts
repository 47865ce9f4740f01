import type { Scheduler } from '@condo/shared';

export interface SchedulerFormValues {
  name: string;
  status: 'active' | 'inactive';
  service?: string;
  task?: string;
  cronline: string;
  grace_time: number;
}

/** A new scheduler: active, every 5 minutes, no grace time. */
export function initialSchedulerValues(record?: Scheduler): SchedulerFormValues {
  return record
    ? {
        name: record.name,
        status: record.status,
        service: record.service,
        task: record.task,
        cronline: record.cronline,
        grace_time: record.grace_time,
      }
    : { name: '', status: 'active', cronline: '*/5 * * * *', grace_time: 0 };
}

/** `{ schedulers: … }` of spec part 2 §7. */
export function schedulerBody(values: SchedulerFormValues) {
  return {
    name: values.name.trim(),
    status: values.status,
    service: values.service ?? '',
    task: values.task ?? '',
    cronline: values.cronline.trim(),
    grace_time: values.grace_time ?? 0,
  };
}
