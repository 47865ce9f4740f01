import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_PASSWORD } from '../auth/passwords';
import { REPLACED_REFRESH_GRACE_MS } from '../auth/refresh-rotation';
import { readConfig } from '../config';
import { attachApp, DEMO, startTestApp, type TestApp } from '../test/harness';
import { ADDITION } from './additions';

// The same data served twice: as the reference API (full) and as the spec's backend would (API_CONTRACT=spec).
let full: TestApp;
let spec: TestApp;
before(async () => {
  full = await startTestApp();
  spec = await attachApp(full, { contract: 'spec' });
});
after(async () => {
  await spec.app.close();
  await full.close();
});

const MB = '/tenants/marina-bay';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function call(t: TestApp, method: Method, url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.authAs(DEMO.admin), ...(payload ? { payload } : {}) });
}

describe('API_CONTRACT=spec', () => {
  test('is read from the environment: full by default, spec, anything else refused', () => {
    assert.equal(readConfig({}).apiContract, 'full');
    assert.equal(readConfig({ API_CONTRACT: 'spec' }).apiContract, 'spec');
    assert.throws(() => readConfig({ API_CONTRACT: 'lean' }), /API_CONTRACT must be full or spec/);
  });

  test('an added response field is absent, also from answers sent as prepared JSON text', async () => {
    // GET /admin/condos sends JSON text PostgreSQL built (sendPagedJson); the cameras list goes through its serializer.
    const fullCondo = (await call(full, 'GET', '/admin/condos?query=marina')).json().data[0];
    const specCondo = (await call(spec, 'GET', '/admin/condos?query=marina')).json().data[0];
    assert.equal(typeof fullCondo.allow_login, 'boolean');
    assert.equal(specCondo.allow_login, undefined);
    assert.equal(specCondo.created_at, undefined);
    assert.equal(specCondo.name, fullCondo.name, 'the spec’s fields stay');
    assert.equal(specCondo.completed, fullCondo.completed);

    const fullCamera = (await call(full, 'GET', `${MB}/api/v1/cameras`)).json().data[0];
    const specCamera = (await call(spec, 'GET', `${MB}/api/v1/cameras`)).json().data[0];
    assert.ok(Array.isArray(fullCamera.pending_commands));
    assert.equal(specCamera.pending_commands, undefined);
    assert.equal(specCamera.mac_address, fullCamera.mac_address);
  });

  test('an added path answers 404 as an unknown path does, before any check of the caller', async () => {
    const path = `${MB}/api/v1/schedulers/services`;
    assert.equal((await call(full, 'GET', path)).statusCode, 200);
    const unknown = await call(spec, 'GET', `${MB}/api/v1/no_such_call`);
    const added = await call(spec, 'GET', path);
    assert.equal(added.statusCode, 404);
    assert.deepEqual(added.json(), unknown.json());
    assert.equal((await spec.app.inject({ url: path })).statusCode, 404, 'not a 401 without a token');
  });

  test('an added query parameter is ignored, also a value the full API refuses', async () => {
    const list = async (t: TestApp, query: string) =>
      (await call(t, 'GET', `${MB}/api/v1/vehicle_entries?per_page=5${query}`)).json();
    const all = (await list(spec, '')).total_entries;
    assert.ok(all > 0);
    assert.equal((await list(full, '&number_plate=NO-SUCH-PLATE')).total_entries, 0);
    assert.equal((await list(spec, '&number_plate=NO-SUCH-PLATE')).total_entries, all);
    assert.equal((await call(full, 'GET', `${MB}/api/v1/vehicle_entries?lane=sideways`)).statusCode, 422);
    assert.equal((await call(spec, 'GET', `${MB}/api/v1/vehicle_entries?lane=sideways`)).statusCode, 200);
  });

  test('an added body field is ignored: the record gets its default', async () => {
    const body = { presentations: { title: 'Spec profile', align: 'right' } };
    const saved = (await call(full, 'POST', `${MB}/api/v1/presentations`, body)).json().data;
    assert.equal(saved.align, 'right');
    const created = await call(spec, 'POST', `${MB}/api/v1/presentations`, body);
    assert.equal(created.statusCode, 200, created.body);
    assert.equal(created.json().data.align, 'left', 'the default, as if align was never sent');
    assert.equal(created.json().data.title, 'Spec profile');
  });

  test('a refresh answers auth_token only and keeps the refresh token working (the spec’s client keeps it)', async () => {
    const login = await spec.app.inject({
      method: 'POST',
      url: '/login',
      payload: { user_name: DEMO.manager, password: DEMO_PASSWORD },
    });
    const refreshToken = login.json().data.refresh_token as string;
    for (const attempt of [1, 2, 3]) {
      const refreshed = await spec.app.inject({ url: '/refresh_token', headers: { 'refresh-token': refreshToken } });
      assert.equal(refreshed.statusCode, 200, `refresh ${attempt}: ${refreshed.body}`);
      assert.deepEqual(Object.keys(refreshed.json().data), ['auth_token']);
      // Past the grace in which a replaced token still answers: a rotation would now refuse it.
      spec.clock.advance(REPLACED_REFRESH_GRACE_MS + 1000);
    }
  });
});

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; required?: string[] };
interface Operation {
  [ADDITION]?: string;
  servers?: { url: string }[];
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

describe('every x-addition mark of the OpenAPI document is honoured', () => {
  let document: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        url: `${operation.servers?.[0]?.url.replace('{condo}', 'marina-bay') ?? ''}${path.replace(/\{[^}]+\}/g, '1')}`,
        operation,
      })),
    );
  const resolve = (schema: Schema | undefined): Schema | undefined =>
    typeof schema?.$ref === 'string'
      ? resolve(document.components.schemas[schema.$ref.split('/').pop() ?? ''])
      : schema;
  /** Each marked property of the schema, with the schema that holds it. */
  const marked = (schema: Schema | undefined, seen = new Set<Schema>()): { holder: Schema; name: string }[] => {
    const resolved = resolve(schema);
    if (!resolved || seen.has(resolved)) return [];
    seen.add(resolved);
    const children = [
      ...(['anyOf', 'oneOf', 'allOf'] as const).flatMap((key) => (resolved[key] as Schema[] | undefined) ?? []),
      ...(resolved.items ? [resolved.items as Schema] : []),
    ];
    return [
      ...Object.entries(resolved.properties ?? {}).flatMap(([name, property]) =>
        property[ADDITION] ? [{ holder: resolved, name }] : marked(property, seen),
      ),
      ...children.flatMap((child) => marked(child, seen)),
    ];
  };
  /** Where the answer holds a property its schema marks (it should hold none). */
  const leftIn = (schema: Schema | undefined, value: unknown, at = ''): string[] => {
    const resolved = resolve(schema);
    if (!resolved || typeof value !== 'object' || value === null) return [];
    const branches = (['anyOf', 'oneOf', 'allOf'] as const).flatMap((key) => (resolved[key] as Schema[]) ?? []);
    const found = branches.flatMap((branch) => leftIn(branch, value, at));
    if (Array.isArray(value))
      return [...found, ...value.flatMap((item) => leftIn(resolved.items as Schema, item, `${at}[]`))];
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      if (!Object.hasOwn(value, name)) continue;
      if (property[ADDITION]) found.push(`${at}.${name}`);
      else found.push(...leftIn(property, (value as Record<string, unknown>)[name], `${at}.${name}`));
    }
    return found;
  };

  before(() => {
    document = full.app.swagger() as unknown as typeof document;
  });

  test('every added path answers 404 in every method', async () => {
    const added = operations().filter(({ operation }) => operation[ADDITION]);
    assert.ok(added.length > 0, 'the document marks added paths');
    for (const { method, url } of added) {
      const response = await call(spec, method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      assert.equal(response.statusCode, 404, `${method} ${url}`);
      assert.deepEqual(response.json(), { message: 'Not Found' }, `${method} ${url}`);
    }
  });

  test('no added query parameter or body field is required (a client of the spec never sends it)', () => {
    let seen = 0;
    for (const { method, url, operation } of operations()) {
      for (const parameter of operation.parameters ?? []) {
        if (!parameter.schema?.[ADDITION]) continue;
        seen += 1;
        assert.ok(!parameter.required, `${method} ${url} ?${parameter.name}`);
      }
      for (const { schema } of Object.values(operation.requestBody?.content ?? {})) {
        for (const { holder, name } of marked(schema)) {
          seen += 1;
          assert.ok(!holder.required?.includes(name), `${method} ${url} body ${name}`);
        }
      }
    }
    assert.ok(seen > 0, 'the document marks query parameters and body fields');
  });

  test('an added query parameter with a value the full API refuses changes nothing', async () => {
    for (const { method, url, operation } of operations()) {
      if (method !== 'GET' || operation[ADDITION]) continue;
      for (const parameter of operation.parameters ?? []) {
        if (!parameter.schema?.[ADDITION]) continue;
        const without = await call(spec, 'GET', url);
        const bogus = await call(spec, 'GET', `${url}?${encodeURIComponent(parameter.name)}=${'x'.repeat(5000)}`);
        assert.equal(bogus.statusCode, without.statusCode, `GET ${url}?${parameter.name}: ${bogus.body.slice(0, 200)}`);
      }
    }
  });

  test('no answer of a list or read call holds an added field', async () => {
    let checked = 0;
    for (const { method, url, operation } of operations()) {
      const schema = operation.responses?.['200']?.content?.['application/json']?.schema;
      const needsQuery = operation.parameters?.some((p) => p.in === 'query' && p.required);
      if (method !== 'GET' || operation[ADDITION] || url.includes('/1') || needsQuery || !marked(schema).length)
        continue;
      const answer = await call(spec, 'GET', url);
      if (answer.statusCode !== 200) continue;
      assert.deepEqual(leftIn(schema, answer.json()), [], `GET ${url}`);
      checked += 1;
    }
    assert.ok(checked > 0, 'some answers with marked fields were checked');
  });
});
