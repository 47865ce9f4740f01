import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
let t: TestApp;
before(async () => {
  t = await startTestApp({ schedulers: false, rateLimits: { publicReadsPerAddress: 5 } });
});
after(() => t.close());

async function list(condo = MB, as: string = DEMO.manager) {
  return t.app.inject({ method: 'GET', url: `${condo}/api/v1/cam_groups`, headers: await t.authAs(as) });
}
const submissions = (id: string, condo = MB, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${condo}/api/v1/cam_groups/${id}/question_submissions`,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('Cam groups', () => {
  test('the list names each group with the path of its public report', async () => {
    const response = await list();
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.total_entries, 3);
    const names = body.data.map((group: { name: string }) => group.name);
    assert.deepEqual(names, ['Car park and loading bay', 'Perimeter night patrol', 'Pool and clubhouse']);
    for (const group of body.data) {
      assert.match(group.id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      assert.equal(group.report_path, `/patrolling-report/${group.id}?tenant=marina-bay`);
      assert.ok(group.submissions_count > 0);
    }
  });

  test('the list needs cam_groups index and a membership', async () => {
    assert.equal((await list(MB, DEMO.viewer)).statusCode, 403);
    assert.equal((await list(OG, DEMO.manager)).statusCode, 404);
  });

  test('question_submissions needs no auth: one group per camera and round, with names only', async () => {
    const [perimeter] = (await list()).json().data.filter((g: { name: string }) => g.name === 'Perimeter night patrol');
    const response = await submissions(perimeter.id, MB, {}, '10.0.0.1');
    assert.equal(response.statusCode, 200, response.body);
    const groups = response.json().data;
    assert.equal(groups.length, 3 * 3, 'three cameras in each of three rounds');
    assert.deepEqual(
      groups.slice(0, 3).map((g: { name: string }) => g.name),
      ['Main gate', 'Side gate', 'Fence line east'],
    );
    for (const group of groups) {
      assert.deepEqual(Object.keys(group).sort(), ['name', 'submissions', 'submitted_at']);
      assert.equal(group.submissions.length, 4);
      for (const submission of group.submissions) {
        assert.deepEqual(Object.keys(submission).sort(), ['answer', 'name']);
        assert.deepEqual(Object.keys(submission.answer), ['name']);
        assert.ok(['Yes', 'No'].includes(submission.answer.name));
      }
    }
    // The rounds of one night, in Singapore time: 10:30 PM, 01:30 AM, 04:30 AM.
    const rounds = [...new Set(groups.map((g: { submitted_at: string }) => g.submitted_at.slice(11, 16)))];
    assert.deepEqual(
      rounds.map((time) => {
        const [hours = 0, minutes = 0] = String(time).split(':').map(Number);
        return `${String((hours + 8) % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
      }),
      ['22:30', '22:31', '22:32', '01:30', '01:31', '01:32', '04:30', '04:31', '04:32'],
    );
  });

  test("an unknown, malformed or other condo's id is a 404, as is an unknown condo", async () => {
    const [ours] = (await list()).json().data;
    const [theirs] = (await list(OG, DEMO.admin)).json().data;
    for (const [index, [id, condo]] of [
      ['00000000-0000-4000-8000-000000000000', MB],
      ['42', MB],
      ["1' OR '1'='1", MB],
      [theirs.id, MB],
      [ours.id, OG],
      [ours.id, '/tenants/no-such-condo'],
    ].entries()) {
      const response = await submissions(encodeURIComponent(id as string), condo, {}, `10.0.1.${index}`);
      assert.equal(response.statusCode, 404, `${id} in ${condo}`);
    }
  });

  test('an unknown condo answers exactly as a known condo with an unknown cam group: aliases cannot be listed', async () => {
    const [ours] = (await list()).json().data;
    const unknownGroup = await submissions('00000000-0000-4000-8000-000000000000', MB, {}, '10.0.2.1');
    const unknownCondo = await submissions(ours.id, '/tenants/no-such-condo', {}, '10.0.2.2');
    assert.deepEqual(
      { status: unknownCondo.statusCode, body: unknownCondo.json() },
      { status: unknownGroup.statusCode, body: unknownGroup.json() },
    );
    assert.deepEqual(unknownGroup.json(), { message: 'Cam group not found' });
  });

  test('a header is ignored, and each address is rate-limited', async () => {
    const [group] = (await list()).json().data;
    const withToken = await submissions(group.id, MB, { authorization: 'JWT garbage' }, '10.0.0.3');
    assert.equal(withToken.statusCode, 200);
    for (let i = 0; i < 4; i++) assert.equal((await submissions(group.id, MB, {}, '10.0.0.3')).statusCode, 200);
    const limited = await submissions(group.id, MB, {}, '10.0.0.3');
    assert.equal(limited.statusCode, 429);
    assert.equal((await submissions(group.id, MB, {}, '10.0.0.4')).statusCode, 200, 'another address');
  });
});
