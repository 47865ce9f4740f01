import type { PublicHolidayInput } from '@condo/shared';

/** What the form holds: the picker's day (a dayjs), its weekday, the name. */
export interface HolidayFormValues {
  date?: { format: (template: string) => string } | null;
  day?: string;
  holiday?: string;
}

/**
 * Spec part 2 §5: the day is lowercased, the date sent as DD/MM/YYYY. The picked calendar day is sent as it is
 * (no shift through the browser's time zone): the day at 00:00 UTC.
 */
export function holidayBody(values: HolidayFormValues): PublicHolidayInput {
  return {
    date: values.date?.format('DD/MM/YYYY') ?? '',
    day: (values.day ?? '').trim().toLowerCase(),
    holiday: (values.holiday ?? '').trim(),
  };
}
