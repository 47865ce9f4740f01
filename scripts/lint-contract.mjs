// Lints the API's OpenAPI document (api/openapi.json) with Redocly CLI's recommended rules (redocly.yaml), so that
// anyone can generate a client from it. Fails on any error or warning that redocly.yaml or .redocly.lint-ignore.yaml
// does not give a reason for. Run in `npm test`'s contract step: node scripts/lint-contract.mjs
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './pnpm.mjs';

const document = join('api', 'openapi.json');
const result = spawnSync(join(root, 'node_modules', '.bin', 'redocly'), ['lint', document, '--format=json'], {
  cwd: root,
  encoding: 'utf8',
  // The update and Node-version notices go to stderr; only a failure to run is worth showing from there.
  env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' },
  maxBuffer: 64 * 1024 * 1024,
});
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  console.error(result.stderr || result.stdout || `redocly lint could not run (status ${result.status})`);
  process.exit(1);
}
for (const problem of report.problems) {
  const where = problem.location?.map((location) => location.pointer).join(', ');
  console.error(`${problem.severity} ${problem.ruleId} ${where}: ${problem.message}`);
}
const { errors, warnings, ignored } = report.totals;
if (errors || warnings) {
  console.error(`${document}: ${errors} errors, ${warnings} warnings (Redocly recommended rules, redocly.yaml)`);
  process.exit(1);
}
console.log(`${document} passes Redocly's recommended rules (${ignored} finding(s) ignored with a reason).`);
