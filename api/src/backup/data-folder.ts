// Backups of the embedded database: the whole data folder (PGlite's files, the signing keys, stored reports, the
// local mailbox) as one .tar.gz, taken and restored while nothing has the folder open.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export class BackupRefused extends Error {}

/**
 * PGlite writes `postmaster.pid` while a process has the folder open and removes it when it closes; a copy taken
 * meanwhile could miss pages still in that process's memory.
 */
export function assertFolderIdle(dataDir: string): void {
  if (existsSync(join(dataDir, 'pglite', 'postmaster.pid'))) {
    throw new BackupRefused(
      `The data folder ${dataDir} is in use: stop \`npm start\` (or the API using it) first. ` +
        'If nothing runs, it was not stopped cleanly: start it once and stop it with Ctrl+C.',
    );
  }
}

/** Writes the folder's contents to `file` (.tar.gz); returns the file's absolute path. */
export async function backupFolder(dataDir: string, file: string): Promise<string> {
  if (!existsSync(join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new BackupRefused(`${dataDir} holds no embedded database (no pglite/PG_VERSION): nothing to back up.`);
  }
  assertFolderIdle(dataDir);
  const out = resolve(file);
  mkdirSync(dirname(out), { recursive: true });
  await run('tar', ['-czf', out, '-C', dataDir, '.']);
  return out;
}

/**
 * Replaces the folder with the backup's contents. The folder as it was is kept beside it
 * (`<folder>.before-restore-<time>`), so a restore loses nothing; returns that path, or undefined when there was none.
 */
export async function restoreFolder(dataDir: string, file: string, now = new Date()): Promise<string | undefined> {
  if (!existsSync(file)) throw new BackupRefused(`No backup at ${file}.`);
  const listing = (await run('tar', ['-tzf', file], { maxBuffer: 64 * 1024 * 1024 })).stdout;
  if (!/^(\.\/)?pglite\/PG_VERSION$/m.test(listing)) {
    throw new BackupRefused(`${file} is not a backup of a data folder (no pglite/PG_VERSION in it).`);
  }
  let kept: string | undefined;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    assertFolderIdle(dataDir);
    kept = `${dataDir.replace(/\/+$/, '')}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, kept);
  }
  mkdirSync(dataDir, { recursive: true });
  await run('tar', ['-xzf', resolve(file), '-C', dataDir]);
  return kept;
}
