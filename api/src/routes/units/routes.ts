import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { auditOff } from '../../audit/triggers';
import { requireUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/envelope';
import { HttpError } from '../../plugins/http-errors';
import { requireTenant } from '../../plugins/tenant';
import { type BadRow, decodeText, MAX_IMPORT_BYTES, parseUnitsCsv } from './csv';
import { floorResidents, importCounts, insertUnits, recordImport, unitTree } from './queries';
import { UnitImportResponse, UnitListResponse, UnitResidentsQuery, UnitResidentsResponse } from './schemas';

const RESOURCE = 'api/v1/units';
const tags = ['units'];
const MAX_MB = MAX_IMPORT_BYTES / 1024 / 1024;
/** What browsers and spreadsheet programs call a .csv file. */
const CSV_TYPES = new Set([
  'text/csv',
  'text/plain',
  'text/comma-separated-values',
  'application/csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
  '',
]);

interface ImportFile {
  filename: string;
  mimetype: string;
  content: Buffer;
}

/** The file under the field `import`; other parts are read past. Past MAX_IMPORT_BYTES: 413. */
async function readImportFile(request: FastifyRequest): Promise<ImportFile | undefined> {
  let found: ImportFile | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'import' || found) {
      part.file.resume();
      continue;
    }
    try {
      found = { filename: part.filename, mimetype: part.mimetype ?? '', content: await part.toBuffer() };
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) {
        throw new HttpError(413, `The file is larger than ${MAX_MB} MB: split it into smaller files`);
      }
      throw error;
    }
  }
  return found;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en')} ${count === 1 ? one : many}`;

/**
 * Units (spec part 2 §2, §5, §7): the condo's blocks, floors and units, a floor's residents, and the CSV import —
 * all or nothing: a file with any bad row is refused whole with every bad line named; a good one is added in one
 * statement, and units the condo already has are counted, not refused.
 */
const unitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, parts: 6 } });

  app.get(
    '/api/v1/units/list',
    {
      config: { permission: { resource: RESOURCE, action: 'list' } },
      schema: {
        tags,
        summary: 'Every block with its floors and units (natural order) and the counts of each',
        response: { 200: UnitListResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ data: await unitTree(app.db, requireTenant(request).condo.id) }),
  );

  app.get(
    '/api/v1/units/residents',
    {
      config: { permission: { resource: RESOURCE, action: 'residents' } },
      schema: {
        tags,
        summary: "One floor's units, each with its residents and their number plates; [] for a floor not there",
        querystring: UnitResidentsQuery,
        response: { 200: UnitResidentsResponse, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { block, floor } = request.query;
      return { data: await floorResidents(app.db, requireTenant(request).condo.id, block.trim(), floor.trim()) };
    },
  );

  app.post(
    '/api/v1/units/import',
    {
      config: { permission: { resource: RESOURCE, action: 'import' } },
      schema: {
        tags,
        summary: 'Imports units from a CSV file (block,floor,unit): all rows or none',
        description:
          `multipart/form-data with one .csv file (at most ${MAX_MB} MB) under the field \`import\`. Header ` +
          '`block,floor,unit` (any case, a BOM allowed). Each part is required and at most 50 characters; a row ' +
          'twice in the file is refused (both lines named). Any bad row refuses the whole file: 422 with `rows` ' +
          '`[{line, reason}]` (the header is line 1). Units already there are counted in `already_present`.',
        consumes: ['multipart/form-data'],
        response: {
          200: UnitImportResponse,
          413: Type.Ref('UnitImportError', { description: `The file is larger than ${MAX_MB} MB` }),
          415: Type.Ref('UnitImportError', { description: 'Not a multipart upload, or not a text .csv file' }),
          422: Type.Ref('UnitImportError', { description: 'No file, an empty file, or bad rows (rows lists each)' }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { condo } = requireTenant(request);
      if (!request.isMultipart()) {
        throw new HttpError(415, 'Send the file as multipart/form-data under the field import');
      }
      const file = await readImportFile(request);
      if (!file) throw new HttpError(422, 'Choose a .csv file to import', ['import: a .csv file is required']);
      if (!file.filename.toLowerCase().endsWith('.csv') || !CSV_TYPES.has(file.mimetype.toLowerCase())) {
        throw new HttpError(415, `Only .csv files can be imported: ${file.filename || 'the file'} is not one`);
      }
      const text = decodeText(file.content);
      if (text === null) throw new HttpError(415, `${file.filename} is not a text CSV file (it holds binary data)`);
      if (!text.replace(/^\uFEFF/, '').trim()) {
        const message = 'The file is empty: it needs the header block,floor,unit and one row per unit';
        throw new HttpError(422, message, [message]);
      }
      const parsed = parseUnitsCsv(text);
      if (!parsed.ok) return reply.status(422).send(refusal(parsed.message, parsed.problems));

      const counts = await importCounts(app.db, condo.id, parsed.rows);
      const now = app.now();
      // The import's record is the audit trail's event (who, which file, what it added); its units are bulk rows.
      await recordImport(app.db, {
        condoId: condo.id,
        fileName: file.filename.slice(0, 255),
        rows: counts.rows,
        blocksAdded: counts.blocks_added,
        floorsAdded: counts.floors_added,
        unitsAdded: counts.units_added,
        alreadyPresent: counts.already_present,
        createdById: requireUser(request).id,
        createdAt: now,
      });
      await auditOff(app.db);
      if (counts.units_added) await insertUnits(app.db, condo.id, parsed.rows, now);
      const message =
        `Imported ${plural(counts.units_added, 'unit')} (${plural(counts.blocks_added, 'new block')}, ` +
        `${plural(counts.floors_added, 'new floor')}); ${plural(counts.already_present, 'unit was', 'units were')} ` +
        'already present';
      return { data: counts, message };
    },
  );
};

function refusal(message: string, problems: BadRow[]) {
  return {
    message,
    data: problems.length ? problems.map((problem) => `Line ${problem.line}: ${problem.reason}`) : [message],
    rows: problems,
  };
}

export default unitRoutes;
