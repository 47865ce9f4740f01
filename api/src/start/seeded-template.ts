import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, openPglite } from '../db/database';
import { DAY_MS } from '../db/time';
import { prepareDatabase } from './bootstrap';

/**
 * Where the migrated and seeded PGlite data folder of this version of the migrations and the seed is kept (a tar in
 * the temp folder). Seeding takes tens of seconds (8 weeks of site activity); loading the tar about one. The API
 * tests load it for every file; the end-to-end setup loads it into the stack's data folder when it is fresh.
 */
export function seededTemplatePath(): string {
  const pglitePackage = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
  const hash = createHash('sha256')
    .update(readFileSync(pglitePackage))
    .update(seedKey())
    .update(`settled-${SETTLE_VERSION}`);
  return join(tmpdir(), `condo-api-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * What a seeded database depends on, as 16 hex digits: the migrations, the seed's code, the defaults every condo
 * starts with and the day (the demo activity runs up to today). The PostgreSQL tests name their template database
 * with it too.
 */
export function seedKey(): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  const sources = [
    migrationsFolder,
    fileURLToPath(new URL('../seed', import.meta.url)),
    fileURLToPath(new URL('../seed/activity', import.meta.url)),
  ];
  for (const folder of sources) {
    for (const file of readdirSync(folder).sort()) {
      if (/\.(sql|ts)$/.test(file)) hash.update(file).update(readFileSync(join(folder, file)));
    }
  }
  const condoDefaults = fileURLToPath(new URL('../routes/condos/defaults.ts', import.meta.url));
  hash.update('condo-defaults.ts').update(readFileSync(condoDefaults));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The seeded template's path, made now when missing. `freshMs`: the demo activity ends when the template was made, so
 * a caller that shows it as "up to now" (the end-to-end stack) takes only one made that UTC day and at most this long
 * ago, and makes a new one otherwise.
 */
export async function ensureSeededTemplate(options: { freshMs?: number } = {}): Promise<string> {
  const path = seededTemplatePath();
  if (!existsSync(path) || (options.freshMs !== undefined && !isFresh(path, options.freshMs))) {
    const template = await openPglite({});
    await prepareDatabase(template, { seedDemo: true });
    await settle(template.pglite);
    const dump = Buffer.from(await (await template.pglite.dumpDataDir('none')).arrayBuffer());
    await template.close();
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, dump);
    renameSync(partial, path);
    removeStaleTemplates(path);
  }
  return path;
}

/** Bumped when `settle` changes what a template holds, so that older templates are made again. */
const SETTLE_VERSION = 1;

/**
 * Leaves the template as every loader wants it, which halves the time a test file spends loading it (5.6 s → 2 s):
 * - VACUUM (FREEZE, ANALYZE): hint bits set and statistics taken once, not by the first queries of every test file;
 * - CHECKPOINT: a loaded copy starts without replaying the seed's write-ahead log;
 * - the segments past the one being written are dropped: they are pre-allocated, recycled files (16 MB each, 300 MB
 *   of the 480 MB tar) that PostgreSQL makes again when it needs them.
 */
async function settle(pglite: PGlite): Promise<void> {
  await pglite.exec('VACUUM (FREEZE, ANALYZE)');
  await pglite.exec('CHECKPOINT');
  const [current] = (
    await pglite.query<{ name: string }>('SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS name')
  ).rows;
  const { FS } = pglite.Module;
  const walFolder = `${PGlite.paths.PGDATA}/pg_wal`;
  for (const name of FS.readdir(walFolder)) {
    if (/^[0-9A-F]{24}$/.test(name) && current && name > current.name) FS.unlink(`${walFolder}/${name}`);
  }
}

let loaded: { path: string; blob: Blob } | undefined;
/** The seeded template as PGlite's `loadDataDir` takes it, read once per process. */
export async function seededTemplate(): Promise<Blob> {
  const path = await ensureSeededTemplate();
  if (loaded?.path !== path) loaded = { path, blob: new Blob([readFileSync(path)]) };
  return loaded.blob;
}

function isFresh(path: string, freshMs: number): boolean {
  const madeAt = statSync(path).mtime;
  const now = new Date();
  return (
    now.getTime() - madeAt.getTime() < freshMs && madeAt.toISOString().slice(0, 10) === now.toISOString().slice(0, 10)
  );
}

/** Templates of earlier days are never loaded again (the day is in the key): each is about 460 MB of the temp folder. */
function removeStaleTemplates(current: string): void {
  const folder = dirname(current);
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (path === current || !/^condo-api-pglite-[0-9a-f]{16}\.tar$/.test(name)) continue;
    if (Date.now() - statSync(path).mtimeMs > DAY_MS) rmSync(path, { force: true });
  }
}
