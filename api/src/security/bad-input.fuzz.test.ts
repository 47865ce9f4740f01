// Generated bad input against every route of the contract (ASVS 5.1): wrong types, huge strings, unknown fields,
// prototype keys, malformed JSON and path values, sent as an authenticated super admin. Whatever arrives, the API
// answers with a 4xx (or a 2xx when the input happens to be valid) — never with a 5xx.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import fc from 'fast-check';
import { openApiDocument } from '../openapi';
import { DEMO, startTestApp, type TestApp } from '../test/harness';

type Schema = Record<string, unknown> & { $ref?: string };
type Operation = {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  servers?: { url: string }[];
};

const RUNS_PER_ROUTE = 100;
const HUGE = 'x'.repeat(100_000);

let t: TestApp;
let schemas: Record<string, Schema>;
let operations: { method: string; path: string; operation: Operation }[];

before(async () => {
  t = await startTestApp();
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
    body: method === 'GET' ? fc.constant(undefined) : fc.oneof(shaped(bodySchema).map(text), rawBodies),
  });
}

function url(path: string, operation: Operation, pathValues: Record<string, string>, query: Record<string, string>) {
  const prefix = operation.servers?.[0]?.url.replace('{condo}', 'marina-bay') ?? '';
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? '1'));
  const search = new URLSearchParams(query).toString();
  return `${prefix}${filled}${search ? `?${search}` : ''}`;
}

test(`${RUNS_PER_ROUTE} generated bad requests per route: never a 5xx, no prototype pollution`, async () => {
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
          const response = await t.app.inject({
            method: entry.method as 'GET',
            url: target,
            headers: { ...headers, 'content-type': 'application/json' },
            ...(input.body === undefined ? {} : { payload: input.body }),
          });
          sent++;
          if (response.statusCode >= 500) {
            failures.push(`${entry.method} ${target} ${String(input.body).slice(0, 200)} → ${response.statusCode}`);
          }
          return response.statusCode < 500;
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 20261123, endOnFailure: true },
      )
      .catch(() => {});
  }
  assert.deepEqual(failures, []);
  assert.ok(sent >= operations.length * RUNS_PER_ROUTE, `sent ${sent} requests`);
  assert.equal(({} as { polluted?: boolean }).polluted, undefined);
});
