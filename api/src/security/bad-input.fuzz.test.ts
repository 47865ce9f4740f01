// Generated bad input against every route of the contract (ASVS 5.1): wrong types, huge strings, unknown fields,
// prototype keys, malformed JSON, form bodies and path values, sent as an authenticated super admin. Whatever arrives,
// the API answers with a 4xx (or a 2xx when the input happens to be valid) — never with a 5xx — and nothing a request
// sends changes the process for everyone (Object.prototype). Every answer carries the API's security headers.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { adminUsers, condoMemberships, condos, roleGroups } from '../db/schema';
import { openApiDocument } from '../openapi';
import { JSON_CSP } from '../plugins/security-headers';
import { DEMO, startTestApp, type TestApp } from '../test/harness';

type Schema = Record<string, unknown> & { $ref?: string };
type Operation = {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  servers?: { url: string }[];
};

const RUNS_PER_ROUTE = 80;
const HUGE = 'x'.repeat(100_000);
const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const MB = '/tenants/marina-bay';
/** Security review finding 1: this form body once wrote into Object.prototype and let every role do anything. */
const POLLUTING_FORM = '__proto__[api/v1/users]=index,create,update,destroy&__proto__[api/v1/schedulers]=run';

let t: TestApp;
let schemas: Record<string, Schema>;
let operations: { method: string; path: string; operation: Operation }[];
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

/** What the app logs (errors only, but for the one test that reads the request lines too). */
const logLines: string[] = [];
const FAILING_QUERY_VALUE = 'secret-value-7d1f';

before(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await startTestApp({ logger: { level: 'error', stream } });
  // A query that fails after PostgreSQL got its values (the database's own message does not repeat them).
  t.app.get('/failing-query', async () => t.app.db.execute(sql`select ${FAILING_QUERY_VALUE}::text as s, 1 / 0 as n`));
  const document = (await openApiDocument()) as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  };
  schemas = document.components.schemas;
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});
after(() => t.close());

const nasty = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(HUGE),
  fc.array(fc.jsonValue(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    "' OR 1=1 --",
    '\u0000',
    '../../etc/passwd',
    '-1',
    '0',
    '1e309',
    'NaN',
    '９',
    '99999999999999999999999',
    '2026-02-30T25:61:00Z',
  ),
);

/** Values shaped by the schema, each field sometimes replaced by a nasty value; unknown fields added. */
function shaped(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return nasty;
  if (schema.$ref) return shaped(schemas[schema.$ref.split('/').pop() as string], depth + 1);
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants) return fc.oneof(...variants.map((variant) => shaped(variant, depth + 1)), nasty);
  if (schema.enum) return fc.oneof(fc.constantFrom(...(schema.enum as unknown[])), nasty);
  switch (schema.type) {
    case 'object': {
      const properties = Object.entries((schema.properties as Record<string, Schema>) ?? {});
      const known = fc.record(Object.fromEntries(properties.map(([name, child]) => [name, shaped(child, depth + 1)])), {
        requiredKeys: [],
      });
      const unknown = fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
      return fc.oneof(
        known,
        fc.tuple(known, unknown).map(([a, b]) => ({ ...b, ...a })),
        nasty,
      );
    }
    case 'array':
      return fc.oneof(fc.array(shaped(schema.items as Schema, depth + 1), { maxLength: 4 }), nasty);
    case 'integer':
    case 'number':
      return fc.oneof(fc.integer({ min: -3, max: 5 }), fc.integer(), nasty);
    case 'string':
      return fc.oneof(fc.string({ maxLength: 40 }), nasty);
    default:
      return nasty;
  }
}

/** Raw bodies no object can express: JSON with own `__proto__`/`constructor` keys, broken JSON, deep nesting. */
const rawBodies = fc.constantFrom(
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  '{"cameras":{"__proto__":{"polluted":true},"name":"x"}}',
  '{"a":',
  'null',
  '[]',
  '"text"',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"name":"${HUGE}"}`,
);

/** Form bodies: the bots' bracketed fields, prototype keys at every place a parser could write through, NULs. */
const formKey = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'bots', 'name'),
  fc
    .tuple(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'bots', 'a'),
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'api/v1/users', 'name', 'role_group_id', 'x'),
    )
    .map(([outer, inner]) => `${outer}[${inner}]`),
);
const formBodies = fc.oneof(
  fc.constantFrom(
    POLLUTING_FORM,
    'constructor[prototype]=polluted&bots[__proto__]=polluted',
    'prototype[polluted]=1',
    'bots[name]=a%00b&bots[role_group_id]=1',
    'bots[name]=x&bots[name]=y',
    '%ZZ&=&&',
  ),
  fc
    .array(fc.tuple(formKey, fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', HUGE))), {
      maxLength: 4,
    })
    .map((pairs) => new URLSearchParams(pairs).toString()),
);

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function requestFor({ method, operation }: (typeof operations)[number]) {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  return fc.record({
    path: fc.record(
      Object.fromEntries(
        pathParams.map((parameter) => [
          parameter.name,
          fc.oneof(
            fc.constantFrom('1', '2', '0', '-1', 'abc', '%00', '..', '9'.repeat(30)),
            fc.string({ maxLength: 20 }),
          ),
        ]),
      ),
    ),
    query: fc.oneof(
      fc.record(
        Object.fromEntries(queryParams.map((parameter) => [parameter.name, shaped(parameter.schema).map(text)])),
        { requiredKeys: [] },
      ),
      fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 }), { maxKeys: 4 }),
    ),
    body:
      method === 'GET'
        ? fc.constant(undefined)
        : fc.oneof(
            {
              weight: 4,
              arbitrary: fc.record({ type: fc.constant(JSON_TYPE), payload: shaped(bodySchema).map(text) }),
            },
            { weight: 2, arbitrary: fc.record({ type: fc.constant(JSON_TYPE), payload: rawBodies }) },
            { weight: 1, arbitrary: fc.record({ type: fc.constant(FORM_TYPE), payload: formBodies }) },
          ),
  });
}

function url(path: string, operation: Operation, pathValues: Record<string, string>, query: Record<string, string>) {
  const prefix = operation.servers?.[0]?.url.replace('{condo}', 'marina-bay') ?? '';
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? '1'));
  const search = new URLSearchParams(query).toString();
  return `${prefix}${filled}${search ? `?${search}` : ''}`;
}

// The findings of the security review first: the generated requests below change the seeded data as they go.

test('finding 1: a form body with __proto__ keys is refused (400) and gives no one a permission', async () => {
  const manager = await t.authAs(DEMO.manager);
  const viewer = await t.authAs(DEMO.viewer);
  const postForm = (payload: string, path = '/api/v1/bots') =>
    t.app.inject({ method: 'POST', url: `${MB}${path}`, headers: { ...manager, 'content-type': FORM_TYPE }, payload });
  const attack = await postForm(POLLUTING_FORM);
  assert.equal(attack.statusCode, 400, attack.body);
  assert.match(attack.json().message, /__proto__/);
  for (const payload of ['constructor[prototype]=x', 'bots[__proto__]=x', 'bots[constructor]=x', 'prototype=x']) {
    assert.equal((await postForm(payload)).statusCode, 400, payload);
  }
  const put = await t.app.inject({
    method: 'PUT',
    url: `${MB}/api/v1/bots/1`,
    headers: { ...manager, 'content-type': FORM_TYPE },
    payload: POLLUTING_FORM,
  });
  assert.equal(put.statusCode, 400, put.body);

  assert.equal(({} as Record<string, unknown>)['api/v1/users'], undefined);
  assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), prototypeKeys);
  const createUser = await t.app.inject({
    method: 'POST',
    url: `${MB}/api/v1/users`,
    headers: viewer,
    payload: { users: { first_name: 'Probe', email: 'probe@example.com', role_group_id: 6 } },
  });
  assert.equal(createUser.statusCode, 403, createUser.body);
  const run = await t.app.inject({ method: 'POST', url: `${MB}/api/v1/schedulers/1/run`, headers: viewer });
  assert.equal(run.statusCode, 403, run.body);
  // An ordinary form body still works.
  const created = await postForm('bots[name]=Form%20Bot&bots[role_group_id]=0');
  assert.equal(created.statusCode, 422, created.body);
  assert.match(created.json().message, /role_group_id/);
});

const NUL_MESSAGE = /must not contain NUL characters/;

test('finding 9: a NUL in the path, the query, a JSON body or a form body of any route is a 422', async () => {
  const headers = await t.authAs(DEMO.admin);
  const failures: string[] = [];
  let formsRead = 0;
  for (const { method, path, operation } of operations) {
    const parameters = operation.parameters ?? [];
    const pathNames = parameters.filter((parameter) => parameter.in === 'path').map(({ name }) => name);
    const queryNames = parameters.filter((parameter) => parameter.in === 'query').map(({ name }) => name);
    const withNul = (names: string[]) => Object.fromEntries(names.map((name) => [name, 'a\u0000b']));
    const cases: { kind: string; target: string; type?: string; payload?: string }[] = [
      { kind: 'query', target: url(path, operation, {}, withNul(queryNames.length ? queryNames : ['q'])) },
    ];
    if (pathNames.length) cases.push({ kind: 'path', target: url(path, operation, withNul(pathNames), {}) });
    else if (operation.servers) {
      cases.push({ kind: 'condo', target: url(path, operation, {}, {}).replace('marina-bay', 'marina%00bay') });
    }
    if (method !== 'GET') {
      const target = url(path, operation, {}, {});
      cases.push({ kind: 'json', target, type: JSON_TYPE, payload: JSON.stringify({ a: { b: ['x', 'a\u0000b'] } }) });
      cases.push({ kind: 'form', target, type: FORM_TYPE, payload: 'bots[name]=a%00b' });
    }
    for (const { kind, target, type, payload } of cases) {
      const response = await t.app.inject({
        method: method as 'GET',
        url: target,
        headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
        ...(payload === undefined ? {} : { payload }),
      });
      // Only the bots routes read form bodies; the others refuse the content type.
      if (kind === 'form' && response.statusCode === 415) continue;
      if (kind === 'form') formsRead++;
      if (response.statusCode !== 422 || !NUL_MESSAGE.test(response.body)) {
        failures.push(`${kind}: ${method} ${target} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
  }
  assert.deepEqual(failures, []);
  assert.ok(formsRead >= 2, 'the bots routes read form bodies');

  const login = await t.app.inject({
    method: 'POST',
    url: '/login',
    payload: { user_name: 'a\u0000b@x.y', password: 'x' },
  });
  assert.equal(login.statusCode, 422, login.body);
  assert.deepEqual(login.json(), {
    message: 'user_name must not contain NUL characters',
    data: ['user_name must not contain NUL characters'],
  });
  const search = await t.app.inject({ url: `${MB}/api/v1/users?search=%00x`, headers });
  assert.equal(search.statusCode, 422, search.body);
  assert.equal(search.json().message, 'search must not contain NUL characters');
});

test('finding 9: a 5xx is logged without the query values, the token or a link signature', async () => {
  const token = await t.tokenFor(DEMO.admin);
  logLines.length = 0;
  t.app.log.level = 'info';
  try {
    const response = await t.app.inject({
      url: '/failing-query?signature=sig-9c2e&expires=1',
      headers: { authorization: `JWT ${token}`, 'refresh-token': 'refresh-5b7a' },
    });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { message: 'Internal Server Error' });
  } finally {
    t.app.log.level = 'error';
  }
  const log = logLines.join('');
  const failure = logLines.find((line) => line.includes('request failed'));
  assert.ok(failure, log);
  assert.match(failure, /division by zero/, 'the log still says what failed');
  assert.match(failure, /Failed query: select \$1::text as s/, 'and in which query');
  for (const leak of [FAILING_QUERY_VALUE, 'sig-9c2e', 'refresh-5b7a', token]) {
    assert.ok(!log.includes(leak), `${leak} in ${log}`);
  }
});

test('finding 13: API answers carry nosniff, no-store, and on JSON the CSP; HTML pages keep their own', async () => {
  const authenticated = await t.app.inject({ url: `${MB}/api/v1/users/profile`, headers: await t.authAs(DEMO.viewer) });
  assert.equal(authenticated.statusCode, 200);
  assert.equal(authenticated.headers['x-content-type-options'], 'nosniff');
  assert.equal(authenticated.headers['cache-control'], 'no-store');
  assert.equal(authenticated.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");

  for (const publicUrl of ['/public_key', '/no/such/path']) {
    const answer = await t.app.inject({ url: publicUrl });
    assert.equal(answer.headers['x-content-type-options'], 'nosniff', publicUrl);
    assert.equal(answer.headers['content-security-policy'], JSON_CSP, publicUrl);
    assert.equal(answer.headers['cache-control'], 'no-store', publicUrl);
  }

  // A Detail Log page (HTML with its own inline style) and the API docs page keep their own policy.
  const page = await t.app.inject({ url: '/api/v1/scheduler_error_logs/1/detail?expires=1&signature=x' });
  assert.match(String(page.headers['content-type']), /^text\/html/);
  assert.equal(
    page.headers['content-security-policy'],
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  );
  assert.equal(page.headers['x-content-type-options'], 'nosniff');
  const docs = await t.app.inject({ url: '/docs/' });
  if (docs.statusCode === 200) {
    assert.match(String(docs.headers['content-type']), /^text\/html/);
    assert.notEqual(docs.headers['content-security-policy'], JSON_CSP);
  }
});

/** What is missing of the headers every answer carries (plugins/security-headers.ts); [] when nothing is. */
function missingHeaders(response: LightMyRequestResponse): string[] {
  const missing: string[] = [];
  if (response.headers['x-content-type-options'] !== 'nosniff') missing.push('nosniff');
  if (!response.headers['cache-control']) missing.push('cache-control');
  const json = String(response.headers['content-type'] ?? '').startsWith(JSON_TYPE);
  if (json && response.headers['content-security-policy'] !== JSON_CSP) missing.push('csp');
  return missing;
}

test(`${RUNS_PER_ROUTE} generated bad requests per route: never a 5xx, always the security headers`, async () => {
  const headers = await t.authAs(DEMO.admin);
  const failures: string[] = [];
  let sent = 0;
  for (const entry of operations) {
    await fc
      .assert(
        fc.asyncProperty(requestFor(entry), async (input) => {
          const target = url(
            entry.path,
            entry.operation,
            input.path as Record<string, string>,
            input.query as Record<string, string>,
          );
          const body = input.body as { type: string; payload: string } | undefined;
          const response = await t.app.inject({
            method: entry.method as 'GET',
            url: target,
            headers: { ...headers, 'content-type': body?.type ?? JSON_TYPE },
            ...(body === undefined ? {} : { payload: body.payload }),
          });
          sent++;
          const missing = missingHeaders(response);
          if (response.statusCode >= 500 || missing.length) {
            const what = `${entry.method} ${target} ${String(body?.payload).slice(0, 200)}`;
            failures.push(`${what} → ${response.statusCode} ${missing.join(' ')}`);
            return false;
          }
          return true;
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261123, endOnFailure: true },
      )
      .catch(() => {});
  }
  assert.deepEqual(failures, []);
  assert.ok(sent >= operations.length * RUNS_PER_ROUTE, `sent ${sent} requests`);
});

test('after all of it Object.prototype is unchanged, and a Viewer is still refused a write it does not hold', async () => {
  assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), prototypeKeys);
  // A Viewer made now: the generated requests may have removed the seeded ones from the condo.
  const db = t.database.db;
  const [user] = await db
    .insert(adminUsers)
    .values({ email: 'after-fuzz@example.com', firstName: 'After' })
    .returning();
  const [viewerGroup] = await db.select().from(roleGroups).where(eq(roleGroups.name, 'Viewer'));
  const [marina] = await db.select().from(condos).where(eq(condos.aliasName, 'marina-bay'));
  assert.ok(user && viewerGroup && marina);
  await db.insert(condoMemberships).values({ adminUserId: user.id, condoId: marina.id, roleGroupId: viewerGroup.id });
  const viewer = await t.app.inject({
    method: 'POST',
    url: `${MB}/api/v1/users`,
    headers: await t.authAs(user.email),
    payload: { users: { first_name: 'Probe', email: 'probe@example.com', role_group_id: viewerGroup.id } },
  });
  assert.equal(viewer.statusCode, 403, viewer.body);
});
