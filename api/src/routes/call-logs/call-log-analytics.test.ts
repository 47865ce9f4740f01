import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, gte, lte } from 'drizzle-orm';
import { callLogs, condos } from '../../db/schema';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
// A week of 2020, where the demo generator (8 weeks ending now) never writes.
const RANGE = 'from_time=2020-06-01T00:00:00.000Z&to_time=2020-06-07T23:59:59.000Z';

type Call = [type: 'ivr' | 'video_call', status: string, gate: string | null, day: number];
/** marina-bay: 4 ivr and 6 video calls in the week (one more the week after); orchid-gardens: 2 calls. */
const MINE: Call[] = [
  ['ivr', 'answered', 'accepted', 1],
  ['ivr', 'success', 'accepted', 2],
  ['ivr', 'busy', null, 3],
  ['ivr', 'failed', 'requested', 7],
  ['video_call', 'success', 'accepted', 1],
  ['video_call', 'success', 'accepted', 4],
  ['video_call', 'success', 'declined', 5],
  ['video_call', 'success', null, 5],
  ['video_call', 'answered', 'accepted', 6],
  ['video_call', 'answered', 'declined', 7],
  ['video_call', 'success', 'accepted', 8],
];
const THEIRS: Call[] = [
  ['video_call', 'success', 'accepted', 2],
  ['ivr', 'answered', 'accepted', 2],
];

let t: TestApp;

async function insertCalls(alias: string, calls: Call[]) {
  const db = t.database.db;
  const [condo] = await db.select({ id: condos.id }).from(condos).where(eq(condos.aliasName, alias));
  await db.insert(callLogs).values(
    calls.map(([callType, status, gate, day], index) => ({
      condoId: (condo as { id: number }).id,
      callType,
      status: status as never,
      gateOpen: gate as never,
      residentName: `${alias} ${index}`,
      createdAt: new Date(Date.UTC(2020, 5, day, 9, index)),
    })),
  );
}

before(async () => {
  t = await startTestApp();
  await insertCalls('marina-bay', MINE);
  await insertCalls('orchid-gardens', THEIRS);
});
after(() => t.close());

async function get(path: string, query: string, as: string = DEMO.manager, condo = MB) {
  return t.app.inject({ method: 'GET', url: `${condo}/api/v1/call_logs${path}?${query}`, headers: await t.authAs(as) });
}
async function data(path: string, query: string, condo = MB) {
  const response = await get(path, query, condo === MB ? DEMO.manager : DEMO.admin, condo);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
}
const inWeek = (keep: (call: Call) => boolean) => MINE.filter((call) => call[3] <= 7 && keep(call)).length;

describe('Call analytics cards', () => {
  test('overall_call_count: ivr and video calls of the range', async () => {
    assert.deepEqual(await data('/overall_call_count', RANGE), {
      ivr_call_count: inWeek((call) => call[0] === 'ivr'),
      video_call_count: inWeek((call) => call[0] === 'video_call'),
    });
    assert.deepEqual(await data('/overall_call_count', RANGE), { ivr_call_count: 4, video_call_count: 6 });
    assert.deepEqual(await data('/overall_call_count', RANGE, OG), { ivr_call_count: 1, video_call_count: 1 });
    const nothing = 'from_time=2019-06-01T00:00:00Z&to_time=2019-06-02T00:00:00Z';
    assert.deepEqual(await data('/overall_call_count', nothing), { ivr_call_count: 0, video_call_count: 0 });
  });

  test('video_call_report: a bare number of video calls with that status and gate_open', async () => {
    const accepted = await data('/video_call_report', `${RANGE}&status=success&gate_open=accepted`);
    assert.equal(accepted, 2);
    assert.equal(await data('/video_call_report', `${RANGE}&status=success&gate_open=declined`), 1);
    assert.equal(await data('/video_call_report', `${RANGE}&status=success`), 4);
    assert.equal(await data('/video_call_report', RANGE), 6);
    assert.equal(await data('/video_call_report', `${RANGE}&status=success&gate_open=accepted`, OG), 1);
    assert.equal((await get('/video_call_report', `${RANGE}&gate_open=maybe`)).statusCode, 422);
  });

  test('the default range is the current month, which the 2020 fixture is not in', async () => {
    const now = t.clock.now();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const rows = await t.database.db
      .select({ callType: callLogs.callType, status: callLogs.status, gateOpen: callLogs.gateOpen })
      .from(callLogs)
      .innerJoin(condos, eq(condos.id, callLogs.condoId))
      .where(
        and(eq(condos.aliasName, 'marina-bay'), gte(callLogs.createdAt, monthStart), lte(callLogs.createdAt, now)),
      );
    const of = (type: string) => rows.filter((row) => row.callType === type).length;
    assert.deepEqual(await data('/overall_call_count', ''), {
      ivr_call_count: of('ivr'),
      video_call_count: of('video_call'),
    });
    const accepted = rows.filter(
      (row) => row.callType === 'video_call' && row.status === 'success' && row.gateOpen === 'accepted',
    ).length;
    assert.equal(await data('/video_call_report', 'status=success&gate_open=accepted'), accepted);
  });

  test('permissions, ranges and unknown condos', async () => {
    for (const path of ['/overall_call_count', '/video_call_report']) {
      assert.equal((await get(path, RANGE, DEMO.viewer)).statusCode, 403, path);
      assert.equal((await get(path, RANGE, DEMO.admin, '/tenants/no-such-condo')).statusCode, 404, path);
      const long = await get(path, 'from_time=2020-01-01T00:00:00Z&to_time=2020-02-01T00:00:00Z');
      assert.equal(long.statusCode, 422, path);
      assert.match(long.json().message, /30 days/);
    }
  });
});
