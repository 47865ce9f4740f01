// A benchmark's own PostgreSQL database, on the server of a URL (never the tests' `test` database or its schemas).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../../scripts/pnpm.mjs';

export const LOCAL_POSTGRES = 'postgresql://postgres@127.0.0.1:5432/test';

const pg = () => createRequire(join(root, 'api/package.json'))('pg');

/** Runs `fn(client)` connected to the server's `postgres` database. */
async function onServer(serverUrl, fn) {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const { Client } = pg();
  const client = new Client({
    connectionString: admin.href,
    user: decodeURIComponent(admin.username) || process.env.PGUSER || 'postgres',
  });
  await client.connect().catch((error) => {
    throw new Error(`PostgreSQL at ${serverUrl} is not reachable (${error.message}); pass --postgres <url>`);
  });
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The database `name` on the server of `serverUrl`: created afresh, or with `reuse` kept as it is when it exists.
 * Returns its URL, whether it was kept, and `drop()`.
 */
export async function benchDatabase(serverUrl, name, { reuse = false } = {}) {
  const kept = await onServer(serverUrl, async (client) => {
    const exists = (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0;
    if (reuse && exists) return true;
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
    return false;
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    kept,
    drop: () => onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
