// `npm start -- --scale` runs this before the stack: Scale Tower with a year of a busy site, into DATA_DIR (PGlite) or
// DATABASE_URL. Prints progress, the time taken and the row counts.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/database';
import { seedScaleCondo } from '../seed/activity/scale';
import { prepareDatabase } from './bootstrap';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: process.env.DATA_DIR });
await prepareDatabase(database, { seedDemo: true });
const started = Date.now();
const result = await seedScaleCondo(database.db, {
  progress: (done, total) =>
    console.log(`  scale-tower: ${done}/${total} days (${Math.round((Date.now() - started) / 1000)} s)`),
});
if (database.kind === 'pglite') {
  await database.db.execute(sql`VACUUM ANALYZE`);
  await database.db.execute(sql`CHECKPOINT`);
} else {
  await database.db.execute(sql`VACUUM ANALYZE`);
}
console.log(`  ${result.alias} (condo ${result.condoId}) ready in ${Math.round((Date.now() - started) / 1000)} s:`);
console.log(result.counts);
await database.close();
