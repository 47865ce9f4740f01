import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';

type Presentation = {
  id: number;
  position: number;
  title: string;
  alert_types: string[];
  visibility: boolean;
  disabled: boolean;
  url: string | null;
  icon_url: string | null;
  expand: string;
  align: string;
  sound: boolean;
};

async function call(as: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.authAs(as), ...(payload ? { payload } : {}) });
}

const list = async (prefix = MB, as: string = DEMO.manager) =>
  (await call(as, 'GET', `${prefix}/api/v1/presentations`)).json() as { data: Presentation[]; total_entries: number };

describe('GET /api/v1/presentations', () => {
  test('every alert screen of the condo, by position, with its fields', async () => {
    const { data, total_entries } = await list();
    assert.equal(total_entries, 4);
    assert.deepEqual(
      data.map((row) => row.position),
      [1, 2, 3, 4],
    );
    const first = data[0] as Presentation;
    assert.deepEqual(Object.keys(first).sort(), [
      'alert_types',
      'align',
      'disabled',
      'expand',
      'footer',
      'header',
      'icon_url',
      'id',
      'position',
      'sound',
      'subtitle',
      'title',
      'url',
      'visibility',
    ]);
    assert.equal(first.title, 'Emergencies');
    assert.deepEqual(first.alert_types, ['fire_alarm', 'lift_entrapment']);
  });

  test('needs presentations index (the Viewer has none)', async () => {
    assert.equal((await call(DEMO.viewer, 'GET', `${MB}/api/v1/presentations`)).statusCode, 403);
    assert.equal(
      (await call(DEMO.viewer, 'POST', `${MB}/api/v1/presentations`, { presentations: { title: 'X' } })).statusCode,
      403,
    );
    assert.equal((await call(DEMO.manager, 'GET', `${OG}/api/v1/presentations`)).statusCode, 404);
  });
});

describe('POST and PUT /api/v1/presentations', () => {
  test('url is required only while visibility is on', async () => {
    const hidden = await call(DEMO.manager, 'POST', `${MB}/api/v1/presentations`, {
      presentations: { title: 'Hidden', alert_types: ['tailgating'] },
    });
    assert.equal(hidden.statusCode, 200, hidden.body);
    const created = hidden.json().data as Presentation;
    assert.equal(created.visibility, false);
    assert.equal(created.url, null);
    assert.equal(created.position, 5, 'after the last one');
    assert.equal(created.expand, 'medium');
    assert.equal(created.align, 'left');
    assert.equal(created.sound, true);

    for (const url of [undefined, '', '   ', null]) {
      const refused = await call(DEMO.manager, 'POST', `${MB}/api/v1/presentations`, {
        presentations: { title: 'Visible', visibility: true, ...(url === undefined ? {} : { url }) },
      });
      assert.equal(refused.statusCode, 422, String(url));
      assert.equal(refused.json().message, 'url is required when visibility is on');
    }
    const turnedOn = await call(DEMO.manager, 'PUT', `${MB}/api/v1/presentations/${created.id}`, {
      presentations: { visibility: true },
    });
    assert.equal(turnedOn.statusCode, 422);
    const withUrl = await call(DEMO.manager, 'PUT', `${MB}/api/v1/presentations/${created.id}`, {
      presentations: { visibility: true, url: 'https://alerts.example.com/hidden' },
    });
    assert.equal(withUrl.statusCode, 200, withUrl.body);
    assert.equal((withUrl.json().data as Presentation).url, 'https://alerts.example.com/hidden');
    const clearing = await call(DEMO.manager, 'PUT', `${MB}/api/v1/presentations/${created.id}`, {
      presentations: { url: '' },
    });
    assert.equal(clearing.statusCode, 422, 'a visible screen keeps its url');
  });

  test('url and icon_url must be http(s) addresses', async () => {
    for (const [field, value] of [
      ['url', 'javascript:alert(1)'],
      ['url', 'not a url'],
      ['icon_url', 'ftp://files.example.com/icon.png'],
    ] as const) {
      const refused = await call(DEMO.manager, 'POST', `${MB}/api/v1/presentations`, {
        presentations: { title: 'Bad', visibility: true, url: 'https://ok.example.com', [field]: value },
      });
      assert.equal(refused.statusCode, 422, value);
      assert.equal(refused.json().message, `${field} must be an http or https address`);
    }
  });

  test("alert_types must be alias names of this condo's alert types", async () => {
    const ours = await call(DEMO.admin, 'POST', `${OG}/api/v1/alert_types`, {
      alert_types: { name: 'Only here', alias_name: 'only_orchid', weight: { raised: 1, resolved: 1, false_alert: 1 } },
    });
    assert.equal(ours.statusCode, 200, ours.body);
    const refused = await call(DEMO.admin, 'POST', `${MB}/api/v1/presentations`, {
      presentations: { title: 'Mixed', alert_types: ['fire_alarm', 'only_orchid', 'no_such_type'] },
    });
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.json().message, 'alert_types: only_orchid is not an alert type of this condo');
    assert.equal((refused.json().data as string[]).length, 2);
    const accepted = await call(DEMO.admin, 'POST', `${OG}/api/v1/presentations`, {
      presentations: { title: 'Orchid only', alert_types: ['only_orchid', 'only_orchid'] },
    });
    assert.deepEqual((accepted.json().data as Presentation).alert_types, ['only_orchid']);
  });

  test('an update changes the fields sent; another condo’s screen is not found', async () => {
    const [first] = (await list()).data;
    const changed = await call(DEMO.manager, 'PUT', `${MB}/api/v1/presentations/${first?.id}`, {
      presentations: { disabled: true, align: 'right', expand: 'small', position: 9, alert_types: [] },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const data = changed.json().data as Presentation;
    assert.deepEqual(
      [data.disabled, data.align, data.expand, data.position, data.alert_types, data.title],
      [true, 'right', 'small', 9, [], 'Emergencies'],
    );
    const theirs = (await list(OG, DEMO.admin)).data[0] as Presentation;
    const refused = await call(DEMO.admin, 'PUT', `${MB}/api/v1/presentations/${theirs.id}`, {
      presentations: { title: 'Taken' },
    });
    assert.equal(refused.statusCode, 404);
  });
});
