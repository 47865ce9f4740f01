// Backups of a PostgreSQL server's database: PostgreSQL's own pg_dump and pg_restore, in their custom format.
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import { BackupRefused } from './data-folder';

const run = promisify(execFile);

async function tool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(name, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new BackupRefused(`${name} is not installed: install PostgreSQL's client (Debian: postgresql-client).`);
    }
    throw new BackupRefused(`${name} failed: ${(failure.stderr || failure.message).trim()}`);
  }
}

/** `pg_dump --format=custom` of the database at `url` into `file`; returns the file's absolute path. */
export async function dumpDatabase(url: string, file: string): Promise<string> {
  const out = resolve(file);
  mkdirSync(dirname(out), { recursive: true });
  await tool('pg_dump', ['--format=custom', '--no-owner', '--file', out, '--dbname', url]);
  return out;
}

/** Puts the dump back into the database at `url`: its tables are dropped and made again from the dump. */
export async function restoreDatabase(url: string, file: string): Promise<void> {
  await tool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--dbname',
    url,
    resolve(file),
  ]);
}
