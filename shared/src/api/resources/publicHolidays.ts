import type { QueryOf } from '../operations';
import type { Client } from '../request';

/** Spec part 2 §7: `query, page, per_page`. */
export type PublicHolidayListQuery = QueryOf<'/api/v1/public_holidays', 'GET'>;

/**
 * list (`GET /api/v1/public_holidays?query&page&per_page` → data, total_entries), create (`{pub_holiday: {day, date,
 * holiday}}`, date DD/MM/YYYY, day lowercase) and remove (`DELETE /api/v1/public_holidays/{id}`).
 */
export const publicHolidays = ({ defineResource }: Client) =>
  defineResource({ path: '/api/v1/public_holidays', wrap: 'pub_holiday' });
