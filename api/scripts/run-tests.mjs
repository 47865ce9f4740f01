// Runs the API's *.test.ts files under src/ in shards: Node processes that each run their files one after another
// (test-shard.mjs), two at a time on PGlite (one per core; the database runs in the test's process), three on a
// PostgreSQL server (the server does part of the work). A shard loads the app's modules, the PGlite engine and the
// seeded template once, not once per file: that was most of a short file's time. Extra arguments go to node, e.g.
// --test-name-pattern=otp; other arguments pick the files whose path contains them. A shard that dies without its
// summary (a signal) is said with the file it was in, and its unfinished files run once more (runShardOnce).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const files = readdirSync(join(root, 'src'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('src', file).replaceAll('\\', '/'))
  .sort();
const args = process.argv.slice(2);
const record = args.includes('--record');
const only = args.filter((arg) => !arg.startsWith('-'));
// The shards report with spec, whatever reporter the caller names (node refuses a reporter given twice).
const nodeArgs = args.filter((arg) => arg.startsWith('-') && arg !== '--record' && !arg.startsWith('--test-reporter'));
const selected = only.length ? files.filter((file) => only.some((part) => file.includes(part))) : files;
const shardCount = Math.min(process.env.DATABASE_URL ? 3 : 2, selected.length);

/**
 * The longest file first, each to the shard with the least work so far. A file's work: its seconds on PGlite in the
 * last measured run (test-seconds.json, written by `--record`), else the median of those.
 */
const secondsFile = join(import.meta.dirname, 'test-seconds.json');
const seconds = JSON.parse(readFileSync(secondsFile, 'utf8'));
function shards() {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const work = (file) => seconds[file] ?? median;
  const shards = Array.from({ length: shardCount }, () => ({ files: [], work: 0 }));
  for (const file of [...selected].sort((a, b) => work(b) - work(a))) {
    const lightest = shards.reduce((least, shard) => (shard.work < least.work ? shard : least));
    lightest.files.push(file);
    lightest.work += work(file);
  }
  return shards.map((shard) => shard.files);
}

const SUMMARY = /^ℹ (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) ([\d.]+)$/;
const FILE_START = /^▶ (src\/\S+\.test\.ts)$/;
const FILE_DONE = /^[✔✖] (src\/\S+\.test\.ts) \(([\d.]+)ms\)$/;
const totals = {};
/**
 * Each shard's lines as they complete, its own summary lines summed into one at the end. Resolves with its exit
 * code or signal, whether it printed its summary, the files it finished and the one it was in last.
 */
function runShard(shardFiles) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--test-reporter=spec', ...nodeArgs, 'scripts/test-shard.mjs', ...shardFiles],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const finished = new Set();
  let current;
  let summarised = false;
  let partial = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    const shown = lines.filter((line) => {
      const started = FILE_START.exec(line);
      if (started) current = started[1];
      const done = FILE_DONE.exec(line);
      if (done) {
        seconds[done[1]] = Math.round(Number(done[2]) / 100) / 10;
        finished.add(done[1]);
      }
      const summary = SUMMARY.exec(line);
      if (!summary) return true;
      summarised = true;
      const [, name, value] = summary;
      totals[name] =
        name === 'duration_ms' ? Math.max(totals[name] ?? 0, Number(value)) : (totals[name] ?? 0) + Number(value);
      return false;
    });
    if (shown.length) process.stdout.write(`${shown.join('\n')}\n`);
  });
  return new Promise((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, summarised, finished, current })),
  );
}

/**
 * Seen here: V8 aborting a shard with `Check failed: jit_page_->allocations_.erase(addr) == 1`
 * (ThreadIsolation::UnregisterWasmAllocation), an open V8/Node bug met under PGlite's WebAssembly churn in one process
 * (nodejs/node#64500, electric-sql/pglite#1053: a few per cent of runs, no workaround yet).
 * A shard that dies without its summary (a signal, e.g. SIGSEGV in the engine, or an exit from outside the runner) is
 * no test failure: its failures would have been reported with a summary. It is said loudly, with the file it was in,
 * and the files it did not finish run once more in a shard of their own; a second death fails the suite.
 */
async function runShardOnce(shardFiles, again = true) {
  const outcome = await runShard(shardFiles);
  if (outcome.summarised || (outcome.code === 0 && !outcome.signal)) return outcome.code ?? 1;
  const unfinished = shardFiles.filter((file) => !outcome.finished.has(file));
  console.log(
    `✖ a shard died (${outcome.signal ?? `exit code ${outcome.code}`}) without its summary, ` +
      `${unfinished.length} of its ${shardFiles.length} files unfinished (the last it reported starting: ` +
      `${outcome.current ?? 'none'})` +
      (again && unfinished.length ? ': running those again in a new shard' : ''),
  );
  if (!again || !unfinished.length) return 1;
  return runShardOnce(unfinished, false);
}

const codes = await Promise.all(shards().map((files) => runShardOnce(files)));
if (record) {
  const sorted = Object.fromEntries(
    Object.entries(seconds)
      .filter(([file]) => files.includes(file))
      .sort(),
  );
  writeFileSync(secondsFile, `${JSON.stringify(sorted, null, 2)}\n`);
}
for (const [name, value] of Object.entries(totals)) console.log(`ℹ ${name} ${Math.round(value)}`);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
