// drizzle-kit writes foreign keys as REFERENCES "public"."table". Stripping the schema lets the same
// migrations build the tables in whatever schema search_path names: the tests give each run its own
// schema on a shared PostgreSQL, and a deployment may use a schema other than public.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(import.meta.dirname, '..', 'drizzle');
for (const file of readdirSync(folder).filter((name) => name.endsWith('.sql'))) {
  const path = join(folder, file);
  const sql = readFileSync(path, 'utf8');
  const unqualified = sql.replaceAll('"public".', '');
  if (unqualified !== sql) {
    writeFileSync(path, unqualified);
    console.log(`unqualified ${file}`);
  }
}
