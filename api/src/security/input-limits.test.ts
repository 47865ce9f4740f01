// ASVS 5.1.4 over the whole contract: every string, array and page size a client can send is bounded. Walks the
// OpenAPI document the routes' own schemas produce, so a new route with an unbounded field fails here.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApiDocument } from '../openapi';

type Schema = Record<string, unknown> & { $ref?: string };
type Operation = {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

async function clientInputs() {
  const document = (await openApiDocument()) as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  };
  const found: { where: string; schema: Schema }[] = [];
  const walk = (schema: Schema | undefined, where: string, seen: Set<string>) => {
    if (!schema || typeof schema !== 'object') return;
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop() as string;
      if (!seen.has(name)) walk(document.components.schemas[name], `${where}>${name}`, new Set([...seen, name]));
      return;
    }
    found.push({ where, schema });
    for (const [name, child] of Object.entries((schema.properties as Record<string, Schema>) ?? {})) {
      walk(child, `${where}.${name}`, seen);
    }
    for (const key of ['items', 'additionalProperties'] as const) walk(schema[key] as Schema, `${where}.${key}`, seen);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      for (const [index, child] of ((schema[key] as Schema[]) ?? []).entries()) walk(child, `${where}[${index}]`, seen);
    }
  };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const parameter of operation.parameters ?? []) {
        walk(parameter.schema, `${method.toUpperCase()} ${path} ${parameter.in} ${parameter.name}`, new Set());
      }
      for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
        walk(content.schema, `${method.toUpperCase()} ${path} body(${type})`, new Set());
      }
    }
  }
  return found;
}

test('every string a client sends has a maximum length', async () => {
  const unbounded = (await clientInputs())
    .filter(({ schema }) => schema.type === 'string' && schema.maxLength === undefined && !schema.enum)
    .map(({ where }) => where);
  assert.deepEqual(unbounded, []);
});

test('every page size is capped, and pages start at 1', async () => {
  const paging = (await clientInputs()).filter(({ where }) => / query (per_page|perPage)$/.test(where));
  assert.ok(paging.length > 0);
  // 1500: the largest page the spec names (part 3 §9, the daily water-meter preview).
  for (const { where, schema } of paging) {
    assert.ok(typeof schema.maximum === 'number' && schema.maximum <= 1500, `${where} is capped`);
    assert.equal(schema.minimum, 1, `${where} starts at 1`);
  }
});
