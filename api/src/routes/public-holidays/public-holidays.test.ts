import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HOLIDAY_CONDO, SINGAPORE_HOLIDAYS_2026 } from '../../seed/demo-units';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';
import { isoFromDayMonthYear, weekdayOf } from './dates';

const MB = `/tenants/${HOLIDAY_CONDO}`;
const OG = '/tenants/orchid-gardens';
let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

async function list(query = '', as: string = DEMO.manager, condo = MB) {
  return t.app.inject({ method: 'GET', url: `${condo}/api/v1/public_holidays${query}`, headers: await t.authAs(as) });
}
async function create(body: object, as: string = DEMO.manager, condo = MB) {
  return t.app.inject({
    method: 'POST',
    url: `${condo}/api/v1/public_holidays`,
    headers: await t.authAs(as),
    payload: { pub_holiday: body },
  });
}
async function remove(id: number, as: string = DEMO.manager, condo = MB) {
  return t.app.inject({ method: 'DELETE', url: `${condo}/api/v1/public_holidays/${id}`, headers: await t.authAs(as) });
}

describe('dates', () => {
  test('DD/MM/YYYY must name a real day', () => {
    assert.equal(isoFromDayMonthYear('09/08/2026'), '2026-08-09');
    assert.equal(isoFromDayMonthYear('1/2/2026'), '2026-02-01');
    assert.equal(isoFromDayMonthYear('29/02/2028'), '2028-02-29');
    for (const bad of ['29/02/2026', '31/04/2026', '00/01/2026', '12/13/2026', '2026-08-09', '9/8/26'])
      assert.equal(isoFromDayMonthYear(bad), null, bad);
    assert.equal(weekdayOf('2026-08-09'), 'sunday');
  });
});

describe('Public holidays', () => {
  test('lists the condo’s holidays in calendar order, paged: {id, date, day, holiday}', async () => {
    const response = await list('?page=1&per_page=5');
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.total_entries, SINGAPORE_HOLIDAYS_2026.length);
    assert.equal(body.data.length, 5);
    assert.deepEqual(Object.keys(body.data[0]).sort(), ['date', 'day', 'holiday', 'id']);
    assert.deepEqual(body.data[0], { ...body.data[0], date: '2026-01-01', day: 'thursday', holiday: "New Year's Day" });
    const all = (await list('?per_page=100')).json().data as { date: string }[];
    assert.deepEqual(
      all.map((row) => row.date),
      SINGAPORE_HOLIDAYS_2026.map(([date]) => date),
    );
  });

  test('query matches the holiday’s name or its weekday; % matches itself', async () => {
    const byName = (await list('?query=deepavali')).json();
    assert.deepEqual(
      byName.data.map((row: { date: string }) => row.date),
      ['2026-11-08', '2026-11-09'],
    );
    const byDay = (await list('?query=Friday')).json();
    assert.ok(byDay.total_entries >= 3);
    for (const row of byDay.data) assert.equal(row.day, 'friday');
    assert.equal((await list('?query=%25')).json().total_entries, 0);
  });

  test('adds a holiday: date DD/MM/YYYY, day lowercased, saved message', async () => {
    const response = await create({ date: '07/09/2026', day: 'Monday', holiday: '  Condo Day ' });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.message, 'Saved Successfully..!');
    assert.deepEqual({ ...body.data, id: 0 }, { id: 0, date: '2026-09-07', day: 'monday', holiday: 'Condo Day' });
    const found = (await list('?query=condo day')).json();
    assert.equal(found.total_entries, 1);
    const derived = await create({ date: '08/09/2026', holiday: 'Day after' });
    assert.equal(derived.json().data.day, 'tuesday', 'the day is derived from the date when absent');
  });

  test('refuses a day that is not real, a weekday that is not the date’s, a date already a holiday, an empty name', async () => {
    const cases: [object, RegExp][] = [
      [{ date: '31/02/2026', day: 'tuesday', holiday: 'Nope' }, /not a real day/],
      [{ date: '2026-02-10', day: 'tuesday', holiday: 'Nope' }, /date/],
      [{ date: '10/02/2026', day: 'monday', holiday: 'Nope' }, /day must be tuesday/],
      [{ date: '10/02/2026', day: 'someday', holiday: 'Nope' }, /day must be tuesday/],
      [{ date: '09/08/2026', day: 'sunday', holiday: 'Again' }, /already a public holiday \(National Day\)/],
      [{ date: '10/02/2026', day: 'tuesday', holiday: '   ' }, /holiday must not be empty/],
      [{ date: '10/02/2026', day: 'tuesday' }, /holiday/],
      [{ date: '10/02/2026', day: 'tuesday', holiday: 'x'.repeat(256) }, /holiday/],
    ];
    for (const [body, message] of cases) {
      const response = await create(body);
      assert.equal(response.statusCode, 422, `${JSON.stringify(body)}: ${response.body}`);
      assert.match(response.json().message, message);
    }
    assert.equal((await list('?query=nope')).json().total_entries, 0);
  });

  test('deletes a holiday; another condo’s id is 404 and stays', async () => {
    const theirs = (await create({ date: '02/10/2026', day: 'friday', holiday: 'Orchid Day' }, DEMO.admin, OG)).json()
      .data.id;
    assert.equal((await remove(theirs)).statusCode, 404);
    assert.equal((await list('', DEMO.admin, OG)).json().total_entries, 1);
    assert.equal((await list('?query=orchid')).json().total_entries, 0, 'not listed in marina-bay');

    const mine = (await list('?query=good friday')).json().data[0].id;
    const deleted = await remove(mine);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(deleted.json().message, 'Deleted Successfully..!!');
    assert.equal((await list('?query=good friday')).json().total_entries, 0);
    assert.equal((await remove(mine)).statusCode, 404);
  });

  test('needs public_holidays index, create, destroy: a viewer gets 403 on each', async () => {
    assert.equal((await list('', DEMO.viewer)).statusCode, 403);
    assert.equal((await create({ date: '03/10/2026', day: 'saturday', holiday: 'X' }, DEMO.viewer)).statusCode, 403);
    const id = (await list()).json().data[0].id;
    assert.equal((await remove(id, DEMO.viewer)).statusCode, 403);
    assert.equal((await list('', DEMO.manager, OG)).statusCode, 404, 'a condo the manager is not a member of');
  });
});
