import { Type } from 'typebox';
import { Envelope, Id, MAX_LENGTH, MessageBody, PagedEnvelope, PageQuery } from '../../plugins/envelope';

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export const PublicHoliday = Type.Object(
  {
    id: Type.Integer(),
    date: Type.String({ format: 'date', description: 'The calendar day, YYYY-MM-DD (no time zone)' }),
    day: Type.String({ description: 'The lowercase weekday of date: sunday … saturday' }),
    holiday: Type.String(),
  },
  { $id: 'PublicHoliday' },
);

export const publicHolidayComponents = [PublicHoliday];

export const PublicHolidayListQuery = Type.Object({
  ...PageQuery,
  query: Type.Optional(
    Type.String({ maxLength: MAX_LENGTH.search, description: 'Part of the holiday name or the weekday' }),
  ),
});

export const PublicHolidayCreateBody = Type.Object({
  pub_holiday: Type.Object({
    date: Type.String({
      maxLength: 10,
      pattern: '^\\s*\\d{1,2}/\\d{1,2}/\\d{4}\\s*$',
      description: 'DD/MM/YYYY (spec part 2 §5: sent in UTC)',
    }),
    day: Type.Optional(
      Type.String({
        maxLength: 20,
        description: 'The weekday of date in any case (stored lowercase); derived from date when absent',
      }),
    ),
    holiday: Type.String({ minLength: 1, maxLength: MAX_LENGTH.name }),
  }),
});

export const PublicHolidayParams = Type.Object({ id: Id() });
export const PublicHolidayListResponse = PagedEnvelope(Type.Ref('PublicHoliday'));
export const PublicHolidayResponse = Envelope(Type.Ref('PublicHoliday'));
export const PublicHolidayDeleteResponse = MessageBody;
