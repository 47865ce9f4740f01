import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { auditEvents, condos, residentVehicles, unitImports } from '../../db/schema';
import { DEMO_UNITS } from '../../seed/demo-units';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';
import { MAX_IMPORT_BYTES, parseUnitsCsv } from './csv';

async function condoIdOf(alias: string): Promise<number> {
  const [condo] = await t.database.db.select({ id: condos.id }).from(condos).where(eq(condos.aliasName, alias));
  return (condo as { id: number }).id;
}

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

type Block = {
  block: string;
  floors_count: number;
  units_count: number;
  floors: { floor: string; units_count: number; units: { id: number; unit: string }[] }[];
};

async function tree(as: string = DEMO.manager, condo = MB) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${condo}/api/v1/units/list`,
    headers: await t.authAs(as),
  });
  return response;
}
const blocks = async (condo = MB) => (await tree(DEMO.admin, condo)).json().data as Block[];

/** A multipart body with one file under `field`. */
function upload(content: string | Buffer, { filename = 'units.csv', type = 'text/csv', field = 'import' } = {}) {
  const boundary = '----units-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const payload = Buffer.concat([head, Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function importCsv(
  content: string | Buffer,
  options: Parameters<typeof upload>[1] = {},
  as: string = DEMO.manager,
) {
  const { payload, headers } = upload(content, options);
  return t.app.inject({
    method: 'POST',
    url: `${MB}/api/v1/units/import`,
    headers: { ...(await t.authAs(as)), ...headers },
    payload,
  });
}

describe('the units CSV', () => {
  test('header in any case and order, a BOM, blank lines and spaces are fine', () => {
    const parsed = parseUnitsCsv('\uFEFFUnit, BLOCK ,Floor\r\n#01-01,A,1\r\n\r\n"#01-02",A,1\r\n');
    assert.deepEqual(parsed, {
      ok: true,
      rows: [
        { block: 'A', floor: '1', unit: '#01-01' },
        { block: 'A', floor: '1', unit: '#01-02' },
      ],
    });
  });

  test('every bad row is named by its line in the file, duplicates on both lines', () => {
    const parsed = parseUnitsCsv(
      ['block,floor,unit', 'A,1,#1', ',1,#2', 'A,,', 'A,1,#1', `A,1,${'x'.repeat(51)}`, 'B,2,#3'].join('\n'),
    );
    assert.equal(parsed.ok, false);
    if (parsed.ok) return;
    assert.deepEqual(parsed.problems, [
      { line: 2, reason: 'repeated later in the file (A, 1, #1)' },
      { line: 3, reason: 'block is required' },
      { line: 4, reason: 'floor is required; unit is required' },
      { line: 5, reason: 'duplicate of line 2 (A, 1, #1)' },
      { line: 6, reason: 'unit is longer than 50 characters' },
    ]);
    assert.equal(parsed.message, '5 rows are invalid; nothing was imported');
  });

  test('a wrong header, a header alone, and broken quoting are refused', () => {
    const header = parseUnitsCsv('tower,level,unit\nA,1,#1');
    assert.equal(header.ok, false);
    if (!header.ok) assert.deepEqual(header.problems[0]?.line, 1);
    if (!header.ok) assert.match(header.problems[0]?.reason ?? '', /missing: block, floor/);
    const alone = parseUnitsCsv('block,floor,unit\n');
    assert.equal(alone.ok, false);
    if (!alone.ok) assert.match(alone.message, /no units/);
    const quotes = parseUnitsCsv('block,floor,unit\nA,1,"#1\n');
    assert.equal(quotes.ok, false);
    if (!quotes.ok) assert.match(quotes.problems[0]?.reason ?? '', /not readable as CSV/);
  });
});

describe('Units', () => {
  test('lists blocks → floors → units in natural order, with their counts', async () => {
    const response = await tree();
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json().data as Block[];
    assert.deepEqual(
      data.map((block) => block.block),
      DEMO_UNITS.blocks,
    );
    const [a] = data as [Block];
    assert.equal(a.floors_count, DEMO_UNITS.floors);
    assert.equal(a.units_count, DEMO_UNITS.floors * DEMO_UNITS.unitsPerFloor);
    assert.deepEqual(
      a.floors.map((floor) => floor.floor),
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    );
    assert.deepEqual(
      a.floors[0]?.units.map((unit) => unit.unit),
      ['#01-01', '#01-02', '#01-03', '#01-04'],
    );
    assert.equal(a.floors[0]?.units_count, 4);
  });

  test('a floor’s units with their residents; an unknown floor is []', async () => {
    const headers = await t.authAs(DEMO.manager);
    const response = await t.app.inject({
      method: 'GET',
      url: `${MB}/api/v1/units/residents?block=A&floor=1`,
      headers,
    });
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json().data as {
      unit: string;
      residents: { id: number; name: string; vehicles: string[] }[];
    }[];
    assert.deepEqual(
      data.map((unit) => unit.unit),
      ['#01-01', '#01-02', '#01-03', '#01-04'],
    );
    assert.ok(data[0]?.residents.length, 'the demo places residents in the first units');
    assert.ok(data[0]?.residents[0]?.name);
    const resident = data[0]?.residents[0] as { id: number; name: string; vehicles: string[] };
    await t.database.db.insert(residentVehicles).values({
      condoId: await condoIdOf('marina-bay'),
      residentId: resident.id,
      numberPlate: 'SZZ 9999 Q',
      vehicleType: 'car',
    });
    const again = await t.app.inject({ method: 'GET', url: `${MB}/api/v1/units/residents?block=A&floor=1`, headers });
    const plates = (again.json().data as typeof data)[0]?.residents.find((r) => r.name === resident.name)?.vehicles;
    assert.ok(plates?.includes('SZZ 9999 Q'), 'a registered plate shows under its resident');
    const none = await t.app.inject({ method: 'GET', url: `${MB}/api/v1/units/residents?block=Z&floor=99`, headers });
    assert.deepEqual(none.json().data, []);
    const missing = await t.app.inject({ method: 'GET', url: `${MB}/api/v1/units/residents?block=A`, headers });
    assert.equal(missing.statusCode, 422);
  });

  test('imports a good file: counts of new blocks, floors and units; units already there are counted, not refused', async () => {
    const before = (await blocks()).length;
    const csv = ['Block,Floor,Unit', 'A,1,#01-01', 'A,11,#11-01', 'A,11,#11-02', 'E,1,#01-01', 'E,2,#02-01', ''].join(
      '\n',
    );
    const response = await importCsv(csv);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.deepEqual(body.data, { rows: 5, blocks_added: 1, floors_added: 3, units_added: 4, already_present: 1 });
    assert.equal(body.message, 'Imported 4 units (1 new block, 3 new floors); 1 unit was already present');
    const after = await blocks();
    assert.equal(after.length, before + 1);
    const e = after.find((block) => block.block === 'E') as Block;
    assert.deepEqual([e.floors_count, e.units_count], [2, 2]);
    assert.equal(after.find((block) => block.block === 'A')?.floors.at(-1)?.floor, '11');

    const again = await importCsv(csv);
    assert.deepEqual(again.json().data, {
      rows: 5,
      blocks_added: 0,
      floors_added: 0,
      units_added: 0,
      already_present: 5,
    });
  });

  test('the import is recorded once in the audit trail: who, which file, what it added', async () => {
    const response = await importCsv('block,floor,unit\nF,1,#01-01\nF,1,#01-02\n', { filename: 'tower-f.csv' });
    assert.equal(response.statusCode, 200, response.body);
    const [record] = await t.database.db.select().from(unitImports).orderBy(desc(unitImports.id)).limit(1);
    assert.equal(record?.fileName, 'tower-f.csv');
    assert.equal(record?.unitsAdded, 2);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity, 'unit_imports'))
      .orderBy(desc(auditEvents.id));
    assert.equal(events[0]?.recordId, record?.id);
    assert.equal(events[0]?.resource, 'units');
    assert.equal(events[0]?.actorEmail, DEMO.manager);
    const unitEvents = await t.database.db.select().from(auditEvents).where(eq(auditEvents.entity, 'units'));
    assert.equal(unitEvents.length, 0, 'the units themselves are bulk rows');
  });

  test('a file with bad rows imports nothing and names every bad line', async () => {
    const before = await blocks();
    const csv = ['block,floor,unit', 'G,1,#01-01', 'G,1,', 'G,2,#02-01', 'G,1,#01-01', ',3,#03-01'].join('\n');
    const response = await importCsv(csv);
    assert.equal(response.statusCode, 422, response.body);
    const body = response.json();
    assert.equal(body.message, '4 rows are invalid; nothing was imported');
    assert.deepEqual(body.rows, [
      { line: 2, reason: 'repeated later in the file (G, 1, #01-01)' },
      { line: 3, reason: 'unit is required' },
      { line: 5, reason: 'duplicate of line 2 (G, 1, #01-01)' },
      { line: 6, reason: 'block is required' },
    ]);
    assert.equal(body.data[1], 'Line 3: unit is required');
    assert.deepEqual(await blocks(), before, 'nothing was imported');
  });

  test('refuses a file too large (413), not a .csv or binary (415), no file or an empty one (422)', async () => {
    const big = `block,floor,unit\n${'A,1,#01-01\n'.repeat(Math.ceil(MAX_IMPORT_BYTES / 11) + 10)}`;
    const tooLarge = await importCsv(big);
    assert.equal(tooLarge.statusCode, 413, tooLarge.body);
    assert.match(tooLarge.json().message, /larger than 5 MB/);

    const xlsx = await importCsv('block,floor,unit\nA,1,#1\n', { filename: 'units.xlsx' });
    assert.equal(xlsx.statusCode, 415);
    assert.match(xlsx.json().message, /Only \.csv files/);
    const image = await importCsv('block,floor,unit\n', { type: 'image/png' });
    assert.equal(image.statusCode, 415);
    const binary = await importCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0xfe]));
    assert.equal(binary.statusCode, 415);
    assert.match(binary.json().message, /binary/);

    const empty = await importCsv('\uFEFF \n');
    assert.equal(empty.statusCode, 422);
    assert.match(empty.json().message, /empty/);
    const otherField = await importCsv('block,floor,unit\nA,1,#1\n', { field: 'file' });
    assert.equal(otherField.statusCode, 422);
    assert.match(otherField.json().message, /Choose a \.csv file/);
    const json = await t.app.inject({
      method: 'POST',
      url: `${MB}/api/v1/units/import`,
      headers: await t.authAs(DEMO.manager),
      payload: { import: 'block,floor,unit' },
    });
    assert.equal(json.statusCode, 415);
  });

  test('permissions and isolation: units list, residents, import; another condo’s units stay there', async () => {
    assert.equal((await tree(DEMO.viewer)).statusCode, 403);
    assert.equal((await importCsv('block,floor,unit\nZ,1,#1\n', {}, DEMO.viewer)).statusCode, 403);
    const residents = await t.app.inject({
      method: 'GET',
      url: `${MB}/api/v1/units/residents?block=A&floor=1`,
      headers: await t.authAs(DEMO.viewer),
    });
    assert.equal(residents.statusCode, 403);
    assert.equal((await tree(DEMO.manager, OG)).statusCode, 404);
    const theirs = await blocks(OG);
    assert.deepEqual(
      theirs.map((block) => block.block),
      DEMO_UNITS.blocks,
      'marina-bay’s imports did not reach orchid-gardens',
    );
  });
});
