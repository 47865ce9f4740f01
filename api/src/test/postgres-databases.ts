import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, quoteIdent } from '../db/database';
import { prepareDatabase } from '../start/bootstrap';

/** Serialises the making of a template among test processes (advisory locks are per database: the URL's). */
const TEMPLATE_LOCK_KEY = 7_260_399;
const TEMPLATE_PREFIX = 'condo_api_tpl_';
/** PostgreSQL's error code when a database to drop still has connections. */
const OBJECT_IN_USE = '55006';

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, user: new URL(url).username || 'postgres' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(database)}`;
  return next.toString();
}

/**
 * A migrated and seeded database, made once per version of the migrations and the seed (`key`) and kept on the
 * server: seeding takes the server most of a minute and holds the bootstrap lock, so test files seeding one schema
 * each waited for one another. Older templates are dropped when a new one is made.
 */
async function seededTemplate(url: string, key: string): Promise<string> {
  // `_s1`: the template is settled (below); a template made before that is not taken.
  const name = `${TEMPLATE_PREFIX}${key}_s1`;
  return withAdmin(url, async (admin) => {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%'`,
      );
      if (rows.some((row) => row.datname === name)) return name;
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(row.datname)} WITH (FORCE)`);
      const making = `${name}_making`;
      await admin.query(`CREATE DATABASE ${quoteIdent(making)}`);
      const template = await openPostgres({ url: databaseUrl(url, making), max: 2 });
      try {
        await prepareDatabase(template, { seedDemo: true });
        // Hint bits and statistics once here, not in every test file's first queries (autovacuum comes too late).
        await template.db.execute(sql`VACUUM (FREEZE, ANALYZE)`);
      } finally {
        await template.close();
      }
      await admin.query(`ALTER DATABASE ${quoteIdent(making)} RENAME TO ${quoteIdent(name)}`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
}

/**
 * A database of its own for a test file, copied from the seeded template (a file copy on the server, about a
 * second), dropped and made again on a rerun. Returns its URL and how to drop it.
 */
export async function openFileDatabase(url: string, fileName: string, key: string) {
  const template = await seededTemplate(url, key);
  const name = `api_test_${fileName.replace(/\W+/g, '_')}`.toLowerCase().slice(0, 63);
  await withAdmin(url, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
  });
  return {
    url: databaseUrl(url, name),
    /**
     * Drops it unless a connection is still open: forcing it would end that connection under whatever still uses it
     * (a job finishing after its test). Then it stays until the next run of the same file drops it.
     */
    drop: () =>
      withAdmin(url, async (admin) => {
        for (let attempt = 0; attempt < 10; attempt++) {
          try {
            await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)}`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== OBJECT_IN_USE) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
      }),
  };
}
