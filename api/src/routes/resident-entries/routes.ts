import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { visits } from '../../db/schema';
import { errorResponses } from '../../plugins/envelope';
import { unprocessable } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { cardLimit, currentMonth, rangeOf } from '../activity-range';
import { type VisitRequest, visitFilter } from '../visits/filter';
import { topResidentsByEntryMode } from '../visits/people-queries';
import { topVisitedUnits } from '../visits/queries';
import { CardQuery, EntryDataQuery, EntryModePersonResponse, UnitCountResponse } from '../visits/schemas';

const ERRORS = errorResponses(401, 403, 404, 422);
const permission = (resource: string, action: string) => ({ permission: { resource: `api/v1/${resource}`, action } });

/** Residents' entries: who comes in by face, RFID or smart QR, and who lets visitors in (spec part 3 §7). */
const residentEntryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cardFilter = (request: VisitRequest) => visitFilter(request, app.now(), currentMonth);

  app.get(
    '/api/v1/resident_entries/entry_data',
    {
      config: permission('resident_entries', 'entry_data'),
      schema: {
        tags: ['resident-entries'],
        summary: 'Residents by their entries in one entry_mode (FACE, RFID or SMART_QR; required)',
        querystring: EntryDataQuery,
        response: { 200: EntryModePersonResponse, ...ERRORS },
      },
    },
    async (request) => {
      const { condo } = requireTenant(request);
      const mode = request.query.entry_mode;
      if (!mode) throw unprocessable('entry_mode is required (FACE, RFID or SMART_QR)', ['entry_mode is required']);
      const range = rangeOf(request.query, app.now(), currentMonth);
      return { data: await topResidentsByEntryMode(app.db, condo.id, range, mode, cardLimit(request.query.limit)) };
    },
  );

  app.get(
    '/api/v1/resident_entries/most_intercom_entry',
    {
      config: permission('resident_entries', 'most_intercom_entry'),
      schema: {
        tags: ['resident-entries'],
        summary:
          'Units by the visitors they let in through the intercom (visits with mode_of_entry intercom; docs/api/analytics.md)',
        querystring: CardQuery,
        response: { 200: UnitCountResponse, ...ERRORS },
      },
    },
    async (request) => {
      const intercom = sql`${visits.modeOfEntry} = 'intercom'`;
      return { data: await topVisitedUnits(app.db, cardFilter(request), cardLimit(request.query.limit), intercom) };
    },
  );
};

export default residentEntryRoutes;
