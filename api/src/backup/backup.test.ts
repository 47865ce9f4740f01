// Backups (issue #27 item 7): `npm run backup`, a change, `npm run restore`, and the data is back, for the embedded
// data folder always and for a PostgreSQL server when DATABASE_URL names one (CI's second API run).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { promisify } from 'node:util';
import pg from 'pg';
import { repoRoot } from '../config';
import { openPglite } from '../db/database';
import { databaseUrl } from '../test/postgres-databases';
import { BackupRefused, backupFolder } from './data-folder';

const execFileAsync = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'condo-backup-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** `npm run backup` / `npm run restore` as an operator types them (the root package.json's scripts). */
async function npmRun(args: string[], env: Record<string, string>) {
  const { stdout } = await execFileAsync(process.execPath, [join(repoRoot, 'scripts/backup.mjs'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  return stdout;
}

async function withFolderDatabase<T>(
  dataDir: string,
  use: (query: (text: string) => Promise<unknown[]>) => Promise<T>,
) {
  const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
  try {
    return await use(async (text) => (await database.pglite.query(text)).rows);
  } finally {
    await database.close();
  }
}

describe('backups of the embedded data folder', () => {
  const dataDir = join(work, 'data');
  const file = join(work, 'embedded.tar.gz');

  test('back up, change the data, restore: the data and the folder’s other files are back, the changed folder kept', async () => {
    await withFolderDatabase(dataDir, async (query) => {
      await query('CREATE TABLE gate (name text)');
      await query("INSERT INTO gate VALUES ('Main Gate')");
    });
    writeFileSync(join(dataDir, 'keys.json'), '{"kid":"k1"}');

    assert.match(await npmRun(['backup', '--out', file], { DATA_DIR: dataDir, DATABASE_URL: '' }), /Backed up/);
    await withFolderDatabase(dataDir, async (query) => {
      await query("UPDATE gate SET name = 'Changed'");
    });
    writeFileSync(join(dataDir, 'keys.json'), '{"kid":"k2"}');

    const restored = await npmRun(['restore', file], { DATA_DIR: dataDir, DATABASE_URL: '' });
    const kept = /kept at (\S+)\.$/m.exec(restored)?.[1];
    assert.ok(kept && existsSync(join(kept, 'pglite', 'PG_VERSION')), restored);
    assert.equal(readFileSync(join(dataDir, 'keys.json'), 'utf8'), '{"kid":"k1"}');
    assert.deepEqual(await withFolderDatabase(dataDir, (query) => query('SELECT name FROM gate')), [
      { name: 'Main Gate' },
    ]);
  });

  test('a folder in use is refused with what to do, and so is a file that is no backup', async () => {
    const database = await openPglite({ dataDir: join(dataDir, 'pglite') });
    try {
      await assert.rejects(backupFolder(dataDir, join(work, 'busy.tar.gz')), (error: Error) => {
        assert.ok(error instanceof BackupRefused);
        assert.match(error.message, /in use: stop `npm start`/);
        return true;
      });
    } finally {
      await database.close();
    }
    const notBackup = join(work, 'not-a-backup.tar.gz');
    await execFileAsync('tar', ['-czf', notBackup, '-C', work, 'embedded.tar.gz']);
    await assert.rejects(npmRun(['restore', notBackup], { DATA_DIR: dataDir, DATABASE_URL: '' }), (error: Error) => {
      assert.match((error as Error & { stderr: string }).stderr, /is not a backup of a data folder/);
      return true;
    });
  });
});

const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  describe('backups of a PostgreSQL database (pg_dump, pg_restore)', () => {
    const name = `condo_backup_${process.pid}`;
    const url = databaseUrl(serverUrl, name);
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    const rows = async (text: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    };
    after(() => admin(`DROP DATABASE IF EXISTS ${name}`));

    test('back up, change the data, restore with --yes: the data is back; without --yes nothing is touched', async () => {
      await admin(`DROP DATABASE IF EXISTS ${name}`);
      await admin(`CREATE DATABASE ${name}`);
      await rows("CREATE TABLE gate (name text); INSERT INTO gate VALUES ('Main Gate')");
      const file = join(work, 'server.dump');
      assert.match(await npmRun(['backup', '--out', file], { DATABASE_URL: url }), /Backed up the database/);
      await rows("UPDATE gate SET name = 'Changed'; CREATE TABLE added (id int)");

      await assert.rejects(npmRun(['restore', file], { DATABASE_URL: url }), /add --yes/);
      assert.deepEqual(await rows('SELECT name FROM gate'), [{ name: 'Changed' }]);

      assert.match(await npmRun(['restore', file, '--yes'], { DATABASE_URL: url }), /Restored/);
      assert.deepEqual(await rows('SELECT name FROM gate'), [{ name: 'Main Gate' }]);
    });
  });
}
