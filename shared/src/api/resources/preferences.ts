import type { BodyOf, DataOf } from '../operations';
import type { CallOptions, Client } from '../request';

const TABLE = '/api/v1/preferences/tables/{list}';

/** A list's table as the user arranged it: the columns in their order, each shown or hidden, and the density. */
export type TablePreferences = BodyOf<typeof TABLE, 'PUT', 'preferences'>;
/** What the API keeps for one list: the list's id with its TablePreferences. */
export type SavedTablePreferences = NonNullable<DataOf<typeof TABLE, 'GET'>>;

/**
 * Preferences are a convenience: their calls never toast and never end the session (a backend without them, the
 * spec's, answers 404 and the console keeps them in the browser instead: `useTablePreferences`).
 */
const quietly = (options?: CallOptions): CallOptions => ({ silent: true, keepSession: true, ...options });

export const preferences = ({ send }: Client) => ({
  /** `GET /api/v1/preferences/tables/{list}` (global, the caller's own; an addition): data null when none saved. */
  getTable: (list: string, options?: CallOptions) =>
    send({ path: TABLE, scope: 'global' }, { params: { list } }, quietly(options)),

  /** `PUT /api/v1/preferences/tables/{list}` `{ preferences: { columns, density } }`: saves over what was there. */
  saveTable: (list: string, value: TablePreferences, options?: CallOptions) =>
    send(
      { path: TABLE, method: 'PUT', scope: 'global', wrap: 'preferences' },
      { params: { list }, body: value },
      quietly(options),
    ),

  /** `DELETE /api/v1/preferences/tables/{list}`: forgets the list's settings (the table as declared again). */
  resetTable: (list: string, options?: CallOptions) =>
    send({ path: TABLE, method: 'DELETE', scope: 'global' }, { params: { list } }, quietly(options)),
});
