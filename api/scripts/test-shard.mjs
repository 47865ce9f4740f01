// One shard of the API suite (run-tests.mjs): the test files named on the command line, one after another in this
// process, each in a suite of its own so that its top-level hooks (before, after) stay its own. The app's modules,
// the PGlite engine and the seeded template are loaded once for all of them.

import { resolve } from 'node:path';
import { before, describe } from 'node:test';
import { pathToFileURL } from 'node:url';

for (const file of process.argv.slice(2)) {
  describe(file, () => {
    // The file whose hooks run now: test/harness.ts names a file's PostgreSQL database after it.
    before(() => {
      process.env.CONDO_TEST_FILE = file;
    });
    return import(pathToFileURL(resolve(file)).href);
  });
}
