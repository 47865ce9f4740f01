// The floor under the uncached condo list on PostgreSQL (issue #25): bare Fastify plus node-postgres running, on
// every request, the one prepared statement the API runs for `GET /admin/condos?page=1&per_page=25` (the page's
// stored JSON texts joined, and the total: api/src/routes/condos/queries.ts), with nothing else — no JWT, no
// permission, no validation, no envelope plugin. Whatever the API does costs on top of this; the row shows how much
// of the target the database round trip of this page leaves. Run by foundation.mjs as a child:
//   DATABASE_URL=… POOL=4 node bench/postgres-floor.mjs   → prints "PORT <n>"
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(import.meta.dirname, '../api/package.json'));
const Fastify = require('fastify');
const pg = require('pg');

// The statement drizzle builds for a super admin's page without a search, as the API prepares it.
const PAGE = `select ((select count(*) from "condos"))::int as "total",
  (select string_agg(page.item, ',') from ((select "list_json" as "item" from "condos"
    order by "condos"."name" asc, "condos"."id" asc limit $1 offset $2)) page) as "items"
  from (VALUES (1)) AS one (x)`;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL ?? 4) });
const app = Fastify({ logger: false });
app.get('/admin/condos', async (_request, reply) => {
  const { rows } = await pool.query({ name: 'condo_list_floor', text: PAGE, values: [25, 0] });
  reply.type('application/json; charset=utf-8');
  return `{"data":[${rows[0].items ?? ''}],"total_entries":${rows[0].total}}`;
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`PORT ${app.server.address().port}`);
process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
