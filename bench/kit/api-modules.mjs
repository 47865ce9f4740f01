// The API's TypeScript modules in a benchmark's own process: importing this file registers tsx, so the benchmark
// can then import api/src/*.ts itself. Also the one empty condo those benchmarks work in.
import { register } from 'tsx/esm/api';

register();
const { prepareDatabase } = await import('../../api/src/start/bootstrap.ts');
const schema = await import('../../api/src/db/schema/index.ts');

/** Migrates `database` (no demo data) and adds the condo `bench`; returns its `{ id }`. */
export async function benchCondo(database) {
  await prepareDatabase(database, { seedDemo: false });
  const [condo] = await database.db
    .insert(schema.condos)
    .values({
      name: 'Bench Condo',
      aliasName: 'bench',
      email: 'bench@example.com',
      urlHost: { web_ui: '', service_ui: '' },
    })
    .returning({ id: schema.condos.id });
  return condo;
}
