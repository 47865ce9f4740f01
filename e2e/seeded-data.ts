// The stack's demo data without the API's first-start seeding: the seeded PGlite template the API tests load (made
// here when missing), unpacked once into a folder beside it, which each run copies (a second or two for ~450 MB,
// where unpacking the tar through PGlite takes about ten).
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { openPglite } from '../api/src/db/database';
import { ensureSeededTemplate } from '../api/src/start/seeded-template';

/**
 * The seeded demo activity ends when the template was made: the stack takes one made this UTC day within the last
 * 2 hours (in `npm test`, the one the API suite made minutes before), so "today" and "this week" hold what a fresh
 * start would show.
 */
const FRESH_MS = 2 * 3_600_000;

export async function seededDataFolder(): Promise<string> {
  const template = await ensureSeededTemplate({ freshMs: FRESH_MS });
  const folder = `${template}.${Math.trunc(statSync(template).mtimeMs)}.e2e-data`;
  if (!existsSync(folder)) {
    // Unpacked folders of templates too old to be taken again go (of any version: other worktrees make theirs).
    const prefix = `${basename(template).replace(/-[0-9a-f]+\.tar$/, '')}-`;
    for (const name of readdirSync(dirname(template))) {
      const madeAt = /\.(\d+)\.e2e-data$/.exec(name)?.[1];
      if (name.startsWith(prefix) && madeAt && Date.now() - Number(madeAt) > FRESH_MS + 3_600_000) {
        rmSync(join(dirname(template), name), { recursive: true, force: true });
      }
    }
    const partial = `${folder}.${process.pid}`;
    const database = await openPglite({ dataDir: partial, loadDataDir: new Blob([readFileSync(template)]) });
    await database.close();
    renameSync(partial, folder);
  }
  return folder;
}
