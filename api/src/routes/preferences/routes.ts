import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TablePreferenceValue } from '../../db/schema';
import { addedRoute } from '../../plugins/additions';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/envelope';
import { unprocessable } from '../../plugins/http-errors';
import { deleteTablePreferences, otherListsOf, readTablePreferences, writeTablePreferences } from './queries';
import {
  MAX_LISTS_PER_USER,
  SavedTablePreferencesResponse,
  TablePreferencesBody,
  TablePreferencesParams,
  TablePreferencesResetResponse,
  TablePreferencesResponse,
} from './schemas';

const PATH = '/api/v1/preferences/tables/:list';
const WHY =
  'The spec has no user preferences: the console keeps a list’s columns and density in the browser without it';
const tags = ['preferences'];
/** A user's layout of their own tables changes nothing anyone else sees: it is no record of the condo. */
const audit = { skip: 'a user’s own table layout, seen by nobody else' };

const invalid = (message: string) => unprocessable(message, [message]);

/** The settings as stored: only the fields of the contract, each column key once. */
function settingsOf(input: TablePreferenceValue): TablePreferenceValue {
  const seen = new Set<string>();
  for (const { key } of input.columns) {
    if (seen.has(key)) throw invalid(`preferences.columns lists ${key} more than once`);
    seen.add(key);
  }
  return { columns: input.columns.map(({ key, hidden }) => ({ key, hidden })), density: input.density };
}

/**
 * A console user's own table settings (column choice and order, density), per list and outside any condo, so they
 * follow the user to another browser (issue #28). Each caller reads and writes only their own; no permission is
 * needed beyond being signed in. The spec's backend has none of this: the console falls back to the browser's
 * storage when these answer 404.
 */
const tablePreferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    PATH,
    {
      onRequest: app.authenticate,
      schema: {
        ...addedRoute(WHY),
        tags,
        summary: "The caller's settings of one list's table, or data null when none are saved",
        security: [{ JWT: [] }],
        params: TablePreferencesParams,
        response: { 200: TablePreferencesResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { list } = request.params;
      const value = await readTablePreferences(app.db, user.id, list);
      return { data: value ? { list, ...value } : null };
    },
  );

  app.put(
    PATH,
    {
      onRequest: app.authenticate,
      config: { audit },
      schema: {
        ...addedRoute(WHY),
        tags,
        summary:
          "Saves the caller's settings of one list's table over any saved before: the columns in order, each shown " +
          'or hidden (each key once), and the density',
        security: [{ JWT: [] }],
        params: TablePreferencesParams,
        body: TablePreferencesBody,
        response: { 200: SavedTablePreferencesResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { list } = request.params;
      const value = settingsOf(request.body.preferences);
      if ((await otherListsOf(app.db, user.id, list)) >= MAX_LISTS_PER_USER) {
        throw invalid(`At most ${MAX_LISTS_PER_USER} lists' settings are kept per user; reset one first`);
      }
      await writeTablePreferences(app.db, user.id, list, value, app.now());
      return { data: { list, ...value } };
    },
  );

  app.delete(
    PATH,
    {
      onRequest: app.authenticate,
      config: { audit },
      schema: {
        ...addedRoute(WHY),
        tags,
        summary: "Resets one list's table for the caller: forgets the saved settings (none saved answers the same)",
        security: [{ JWT: [] }],
        params: TablePreferencesParams,
        response: { 200: TablePreferencesResetResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await deleteTablePreferences(app.db, user.id, request.params.list);
      return { message: 'Table settings reset' };
    },
  );
};

export default tablePreferenceRoutes;
