// `npm run backup` and `npm run restore -- <file>` (scripts/backup.mjs runs this file): the embedded data folder, or
// the PostgreSQL database when DATABASE_URL is set. docs/operations.md, Backups.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../config';
import { BackupRefused, backupFolder, restoreFolder } from './data-folder';
import { dumpDatabase, restoreDatabase } from './postgres';

const USAGE = `npm run backup [-- --out FILE]      back up (default backups/condo-<time>.tar.gz or .dump)
npm run restore -- FILE [--yes]      restore FILE (on a PostgreSQL server --yes is needed: its tables are replaced)`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, yes: { type: 'boolean', default: false }, help: { type: 'boolean' } },
  });
  const [command, file] = positionals;
  if (values.help || (command !== 'backup' && command !== 'restore')) return console.log(USAGE);
  const url = process.env.DATABASE_URL;
  const dataDir = process.env.DATA_DIR || join(repoRoot, '.data');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  if (command === 'backup') {
    const out = values.out ?? join(repoRoot, 'backups', `condo-${stamp}.${url ? 'dump' : 'tar.gz'}`);
    const written = url ? await dumpDatabase(url, out) : await backupFolder(dataDir, out);
    return console.log(`Backed up ${url ? 'the database' : dataDir} to ${written}`);
  }
  if (!file) throw new BackupRefused(`Which backup? ${USAGE}`);
  if (url) {
    if (!values.yes) throw new BackupRefused('Restoring replaces the tables of DATABASE_URL: add --yes to go on.');
    await restoreDatabase(url, file);
    return console.log(`Restored ${file} into the database.`);
  }
  const kept = await restoreFolder(dataDir, file);
  console.log(`Restored ${file} into ${dataDir}.${kept ? ` The folder as it was is kept at ${kept}.` : ''}`);
}

main().catch((error) => {
  console.error(error instanceof BackupRefused ? error.message : error);
  process.exitCode = 1;
});
