import { Type } from 'typebox';
import { addition } from '../../plugins/additions';
import { Envelope } from '../../plugins/envelope';
import { MAX_UNIT_PART } from './csv';

const UnitRef = Type.Object({
  id: addition('The spec’s unit has unit and residents only', Type.Integer()),
  unit: Type.String(),
});

export const UnitFloor = Type.Object(
  {
    floor: Type.String(),
    units_count: addition('The spec’s floor has floor and units only (No of Units: count them)', Type.Integer()),
    units: Type.Array(UnitRef, { description: 'In natural order (#2 before #10)' }),
  },
  { $id: 'UnitFloor' },
);

export const UnitBlock = Type.Object(
  {
    block: Type.String(),
    floors_count: addition(
      'The spec’s block has block and floors only (No of Floors: count them)',
      Type.Integer({ description: 'No of Floors' }),
    ),
    units_count: addition(
      'The spec’s block has block and floors only (No of Units: count them)',
      Type.Integer({ description: 'No of Units' }),
    ),
    floors: Type.Array(Type.Ref('UnitFloor'), { description: 'In natural order (2 before 10)' }),
  },
  { $id: 'UnitBlock' },
);

export const UnitResident = Type.Object(
  {
    id: addition('The spec’s resident has name and vehicles only', Type.Integer()),
    name: Type.String(),
    vehicles: Type.Array(Type.String(), { description: "The resident's registered number plates" }),
  },
  { $id: 'UnitResident' },
);

export const UnitWithResidents = Type.Object(
  {
    id: addition('The spec’s unit has unit and residents only', Type.Integer()),
    unit: Type.String(),
    residents: Type.Array(Type.Ref('UnitResident')),
  },
  { $id: 'UnitWithResidents' },
);

export const UnitImportResult = Type.Object(
  {
    rows: Type.Integer({ description: 'Units in the file' }),
    blocks_added: Type.Integer(),
    floors_added: Type.Integer(),
    units_added: Type.Integer(),
    already_present: Type.Integer({ description: 'Units of the file the condo already had (not an error)' }),
  },
  { $id: 'UnitImportResult' },
);

export const UnitImportProblem = Type.Object(
  {
    line: Type.Integer({ description: 'The line in the file; the header is line 1' }),
    reason: Type.String(),
  },
  { $id: 'UnitImportProblem' },
);

/** A refused import: `data` as every error body (readable lines), `rows` the same per line, for a table. */
export const UnitImportError = Type.Object(
  {
    message: Type.String(),
    data: Type.Optional(Type.Array(Type.String())),
    rows: addition(
      'The spec gives status plus body, not its fields',
      Type.Optional(Type.Array(Type.Ref('UnitImportProblem'))),
    ),
  },
  { $id: 'UnitImportError' },
);

export const unitComponents = [
  UnitFloor,
  UnitBlock,
  UnitResident,
  UnitWithResidents,
  UnitImportResult,
  UnitImportProblem,
  UnitImportError,
];

export const UnitListResponse = Envelope(Type.Array(Type.Ref('UnitBlock')));
export const UnitResidentsQuery = Type.Object({
  block: Type.String({ minLength: 1, maxLength: MAX_UNIT_PART }),
  floor: Type.String({ minLength: 1, maxLength: MAX_UNIT_PART }),
});
export const UnitResidentsResponse = Envelope(Type.Array(Type.Ref('UnitWithResidents')));
export const UnitImportResponse = Type.Object({
  data: addition('The spec shows the import’s message only', Type.Ref('UnitImportResult')),
  message: Type.Optional(Type.String()),
});
