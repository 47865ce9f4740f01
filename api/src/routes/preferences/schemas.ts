import { Type } from 'typebox';
import { Envelope, MessageBody, StringEnum } from '../../plugins/envelope';

/** At most this many columns are kept for one list: more than any list of the console has. */
export const MAX_COLUMNS = 50;
/** At most this many lists' settings are kept for one user, so that nobody can fill the table with made-up lists. */
export const MAX_LISTS_PER_USER = 200;
export const DENSITIES = ['comfortable', 'compact'] as const;

const ListId = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[a-z0-9-]{1,64}$',
  'x-message': 'must be 1 to 64 lowercase letters, digits or dashes',
  description: 'The list, as the console names it (`outbox`, `condo-users`)',
});

const ColumnKey = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[a-z0-9_.-]{1,64}$',
  'x-message': 'must be 1 to 64 lowercase letters, digits, dots, dashes or underscores',
  description: 'The column, as the list declares it',
});

const TableColumn = Type.Object({
  key: ColumnKey,
  hidden: Type.Boolean({ description: 'Hidden by the user; a column not listed is shown, after the listed ones' }),
});

const Columns = Type.Array(TableColumn, {
  maxItems: MAX_COLUMNS,
  description: `The columns in the user's order, at most ${MAX_COLUMNS}, each key once`,
});
const Density = StringEnum(DENSITIES, { description: 'Row height: comfortable (the default) or compact' });

export const TablePreferences = Type.Object(
  { list: ListId, columns: Columns, density: Density },
  { $id: 'TablePreferences', description: "A user's column choice, column order and density of one list" },
);

export const preferenceComponents = [TablePreferences];

export const TablePreferencesParams = Type.Object({ list: ListId });

export const TablePreferencesBody = Type.Object({
  preferences: Type.Object({ columns: Columns, density: Density }),
});

export const TablePreferencesResponse = Envelope(
  Type.Union([Type.Ref('TablePreferences'), Type.Null()], { description: 'null: nothing saved for this list' }),
);
export const SavedTablePreferencesResponse = Envelope(Type.Ref('TablePreferences'));
export const TablePreferencesResetResponse = MessageBody;
