import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { publicHolidays } from '../../db/schema';
import { likeContaining, pageWithTotal } from '../../db/sql';
import { errorResponses } from '../../plugins/envelope';
import { notFound, unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { isoFromDayMonthYear, weekdayOf } from './dates';
import {
  PublicHolidayCreateBody,
  PublicHolidayDeleteResponse,
  PublicHolidayListQuery,
  PublicHolidayListResponse,
  PublicHolidayParams,
  PublicHolidayResponse,
} from './schemas';

const RESOURCE = 'api/v1/public_holidays';
const tags = ['public holidays'];

const invalid = (message: string) => unprocessable(message, [message]);

type Row = typeof publicHolidays.$inferSelect;
const view = (row: Row) => ({ id: row.id, date: row.date, day: row.day, holiday: row.holiday });

/**
 * Public holidays (spec part 2 §2, §5, §7): the condo's non-working days, which the reports count as such (part 3
 * §5). The list is in calendar order; the date is a calendar day (no time zone), one holiday per date.
 */
const publicHolidayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/public_holidays',
    {
      config: { permission: { resource: RESOURCE, action: 'index' } },
      schema: {
        tags,
        summary: "The condo's public holidays by date; query matches the holiday's name or its weekday",
        querystring: PublicHolidayListQuery,
        response: { 200: PublicHolidayListResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const { page = 1, per_page: perPage = 25 } = request.query;
      const search = request.query.query?.trim();
      const filters: SQL[] = [eq(publicHolidays.condoId, condo.id)];
      if (search) {
        const pattern = likeContaining(search);
        filters.push(or(ilike(publicHolidays.holiday, pattern), ilike(publicHolidays.day, pattern)) as SQL);
      }
      const where = and(...filters);
      const { rows, total } = await pageWithTotal(
        app.db.select().from(publicHolidays).where(where).orderBy(asc(publicHolidays.date)).$dynamic(),
        app.db.select({ total: count() }).from(publicHolidays).where(where),
        { page, perPage },
      );
      return { data: rows.map(view), total_entries: total };
    },
  );

  app.post(
    '/api/v1/public_holidays',
    {
      config: { permission: { resource: RESOURCE, action: 'create' } },
      schema: {
        tags,
        summary: 'Adds a public holiday: date DD/MM/YYYY (a real day, not yet a holiday), its weekday, a name',
        body: PublicHolidayCreateBody,
        response: { 200: PublicHolidayResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const input = request.body.pub_holiday;
      const date = isoFromDayMonthYear(input.date);
      if (!date) throw invalid(`date ${input.date.trim()} is not a real day (DD/MM/YYYY)`);
      const weekday = weekdayOf(date);
      const day = input.day?.trim().toLowerCase() || weekday;
      if (day !== weekday) throw invalid(`day must be ${weekday}: ${input.date.trim()} is a ${weekday}`);
      const holiday = input.holiday.trim();
      if (!holiday) throw invalid('holiday must not be empty');
      const [taken] = await app.db
        .select({ holiday: publicHolidays.holiday })
        .from(publicHolidays)
        .where(and(eq(publicHolidays.condoId, condo.id), eq(publicHolidays.date, date)));
      if (taken) throw invalid(`${input.date.trim()} is already a public holiday (${taken.holiday})`);
      const now = app.now();
      const [saved] = await app.db
        .insert(publicHolidays)
        .values({ condoId: condo.id, date, day, holiday, createdAt: now, updatedAt: now })
        .returning();
      return { data: view(saved as Row), message: 'Saved Successfully..!' };
    },
  );

  app.delete(
    '/api/v1/public_holidays/:id',
    {
      config: { permission: { resource: RESOURCE, action: 'destroy' } },
      schema: {
        tags,
        summary: 'Removes a public holiday',
        params: PublicHolidayParams,
        response: { 200: PublicHolidayDeleteResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const deleted = await app.db
        .delete(publicHolidays)
        .where(and(eq(publicHolidays.id, request.params.id), eq(publicHolidays.condoId, condo.id)))
        .returning({ id: publicHolidays.id });
      if (!deleted.length) throw notFound('Public holiday not found');
      return { message: 'Deleted Successfully..!!' };
    },
  );
};

export default publicHolidayRoutes;
