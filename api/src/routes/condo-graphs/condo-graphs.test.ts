import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, path: string, body?: object, as: string = DEMO.manager, condo = MB) {
  return t.app.inject({
    method,
    url: `${condo}/api/v1/${path}`,
    headers: await t.authAs(as),
    ...(body ? { payload: body } : {}),
  });
}

function assertUnprocessable(response: { statusCode: number; body: string; json(): { message: string } }, re: RegExp) {
  assert.equal(response.statusCode, 422, response.body);
  assert.match(response.json().message, re);
}

describe('FMS configuration: condo graphs', () => {
  const graph = (overrides: object = {}) => ({
    condo_graph: {
      title: 'Incidents by type',
      sub_title: ['This month'],
      name: 'pie',
      graph_type: 'issue_type',
      menu_type: 'incident',
      x_axis_text: { name: ['Type'], type: 'text' },
      ...overrides,
    },
  });

  test('pie needs graph_type; the other kinds store null; PUT changes; lists the condo’s own', async () => {
    assertUnprocessable(await call('POST', 'condo_graphs', graph({ graph_type: null })), /graph_type is required/);
    assertUnprocessable(await call('POST', 'condo_graphs', graph({ graph_type: ' ' })), /graph_type is required/);
    const pie = await call('POST', 'condo_graphs', graph());
    assert.equal(pie.statusCode, 200, pie.body);
    assert.equal(pie.json().data.graph_type, 'issue_type');
    const bar = await call('POST', 'condo_graphs', graph({ name: 'bar', graph_type: 'issue_type' }));
    assert.equal(bar.json().data.graph_type, null);
    const id = pie.json().data.id as number;
    const changed = await call(
      'PUT',
      `condo_graphs/${id}`,
      graph({ name: 'line', x_axis_text: { name: ['Day'], type: 'date', graph_date: 'incident_date' } }),
    );
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual(changed.json().data, {
      id,
      title: 'Incidents by type',
      sub_title: ['This month'],
      name: 'line',
      graph_type: null,
      menu_type: 'incident',
      x_axis_text: { name: ['Day'], type: 'date', graph_date: 'incident_date' },
    });
    assertUnprocessable(
      await call('PUT', `condo_graphs/${id}`, graph({ x_axis_text: { name: [], type: 'date' } })),
      /graph_date/,
    );
    const list = (await call('GET', 'condo_graphs')).json().data as { id: number }[];
    assert.deepEqual(
      list.map((row) => row.id),
      [id, bar.json().data.id],
    );
    assert.equal((await call('PUT', `condo_graphs/${id}`, graph(), DEMO.admin, OG)).statusCode, 404);
    assert.equal((await call('POST', 'condo_graphs', graph(), DEMO.viewer)).statusCode, 403);
    assert.deepEqual((await call('GET', 'condo_graphs', undefined, DEMO.admin, OG)).json().data, []);
  });
});
