import type { PublicHoliday, PublicHolidayInput } from '../../contract';
import { type CallOptions, type Id, send } from '../request';

/** Spec part 2 §7: `query, page, per_page`. */
export type PublicHolidayListQuery = { query?: string; page?: number; per_page?: number };

const path = '/api/v1/public_holidays';

export const publicHolidays = {
  /** `GET /api/v1/public_holidays?query&page&per_page` → data, total_entries. */
  list: (query: PublicHolidayListQuery, options?: CallOptions) => send<PublicHoliday[]>({ path }, { query }, options),
  /** `POST /api/v1/public_holidays` with `{pub_holiday: {day, date, holiday}}` (date DD/MM/YYYY, day lowercase). */
  create: (body: PublicHolidayInput, options?: CallOptions) =>
    send<PublicHoliday>({ path, method: 'POST', wrap: 'pub_holiday' }, { body }, options),
  /** `DELETE /api/v1/public_holidays/{id}`. */
  remove: (id: Id, options?: CallOptions) =>
    send<unknown>({ path: `${path}/{id}`, method: 'DELETE' }, { params: { id } }, options),
};
