// The supervisor of `npm start`'s children (scripts/supervise.mjs) with tiny node children that crash on cue.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { pauseBeforeRestart, supervise } from './supervise.mjs';

const quickPause = (crashes) => 20 * 2 ** (crashes - 1);

/** Starts of `node -e script`, each with RUN set to its number. */
function tinyChildren(script) {
  const starts = [];
  const start = () => {
    const child = spawn(process.execPath, ['-e', script], {
      env: { ...process.env, RUN: String(starts.length + 1) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    starts.push(child);
    return child;
  };
  return { start, starts };
}

/** A supervised `node -e script` that restarts quickly, its notices collected and its starts counted. */
async function superviseScript(script, options = {}) {
  const { start, starts } = tinyChildren(script);
  const notices = [];
  const supervised = await supervise({
    name: 'tiny',
    start,
    print: (line) => notices.push(line),
    restart: true,
    pause: quickPause,
    ...options,
  });
  return { supervised, notices, starts };
}

async function until(condition, what, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = condition();
    if (found) return found;
    await sleep(20);
  }
  assert.fail(`not within ${timeoutMs / 1000} s: ${what}`);
}

const noticeMatching = (notices, pattern) =>
  until(() => notices.find((line) => pattern.test(line)), `a notice matching ${pattern} in\n${notices.join('\n')}`);
const restartNotices = (notices) => notices.filter((line) => line.includes('restarting in'));

const CRASHES_AFTER_100_MS = "console.error('boom in run ' + process.env.RUN); setTimeout(() => process.exit(1), 100)";
const RUNS_UNTIL_STOPPED = 'setInterval(() => {}, 1000)';

describe('supervise', () => {
  test('the pause before a restart doubles from 0.5 s up to 8 s', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7].map(pauseBeforeRestart), [500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });

  test('a crashed child is restarted after a growing pause, each time with a notice', async () => {
    const { supervised, notices, starts } = await superviseScript(CRASHES_AFTER_100_MS);
    await supervised.gaveUp;
    assert.deepEqual(restartNotices(notices), [
      '[tiny] exited (code 1); restarting in 0.02 s (crash 1 of 5 in the last minute)',
      '[tiny] exited (code 1); restarting in 0.04 s (crash 2 of 5 in the last minute)',
      '[tiny] exited (code 1); restarting in 0.08 s (crash 3 of 5 in the last minute)',
      '[tiny] exited (code 1); restarting in 0.16 s (crash 4 of 5 in the last minute)',
    ]);
    assert.equal(notices.filter((line) => /^\[tiny\] back after [\d.]+ s$/.test(line)).length, 4);
    assert.equal(starts.length, 5);
  });

  test('the fifth crash in a minute prints the last output and the reason, and resolves gaveUp', async () => {
    const { supervised, notices, starts } = await superviseScript(CRASHES_AFTER_100_MS);
    const reason = await supervised.gaveUp;
    assert.equal(reason, '[tiny] exited (code 1), crash 5 of 5 in the last minute: not restarting it again.');
    assert.equal(notices.at(-1), reason);
    const lastOutput = notices.indexOf('[tiny] its last output:');
    assert.ok(lastOutput > 0, notices.join('\n'));
    assert.equal(notices.at(-2), '[tiny]   boom in run 5', 'the crashed run’s last line, just before the reason');
    await sleep(300);
    assert.equal(starts.length, 5, 'not started again after giving up');
  });

  test('a child killed with SIGKILL comes back, announced only once it is ready', async () => {
    // Ready 200 ms after its start, when it prints its first line.
    const { supervised, notices } = await superviseScript(
      "setTimeout(() => console.log('listening'), 200); setInterval(() => {}, 1000)",
      { pause: pauseBeforeRestart, ready: async (child) => void (await once(child.stdout, 'data')) },
    );
    const first = supervised.child;
    first.kill('SIGKILL');
    assert.equal(
      await noticeMatching(notices, /restarting/),
      '[tiny] exited (signal SIGKILL); restarting in 0.5 s (crash 1 of 5 in the last minute)',
    );
    const back = await noticeMatching(notices, /back after/);
    assert.ok(Number(/back after ([\d.]+) s/.exec(back)[1]) >= 0.7, `the pause and the time to get ready: ${back}`);
    assert.notEqual(supervised.child.pid, first.pid);
    assert.equal(supervised.child.exitCode, null);
    await supervised.stop();
  });

  test('a deliberate stop is never taken for a crash', async () => {
    const { supervised, notices, starts } = await superviseScript(RUNS_UNTIL_STOPPED);
    await supervised.stop();
    assert.equal(starts[0].signalCode, 'SIGTERM');
    await sleep(300);
    assert.deepEqual(notices, []);
    assert.equal(starts.length, 1);
  });

  test('a stop during the pause before a restart cancels the restart', async () => {
    const { supervised, notices, starts } = await superviseScript(RUNS_UNTIL_STOPPED, { pause: () => 300 });
    supervised.child.kill('SIGKILL');
    await noticeMatching(notices, /restarting in 0.3 s/);
    await supervised.stop();
    await sleep(500);
    assert.equal(starts.length, 1);
    assert.equal(notices.length, 1, notices.join('\n'));
  });

  test('crashes further apart than the window are not added up', async () => {
    const { supervised, notices } = await superviseScript('setTimeout(() => process.exit(3), 200)', {
      crashWindowMs: 100,
    });
    await until(() => restartNotices(notices).length >= 6, `six restarts in\n${notices.join('\n')}`);
    await supervised.stop();
    for (const line of restartNotices(notices)) assert.match(line, /\(crash 1 of 5 in the last 0\.1 s\)$/);
    assert.ok(!notices.some((line) => line.includes('not restarting')));
  });

  test('without restart, a crash is left alone (the stack of tests and benchmarks)', async () => {
    const { supervised, notices, starts } = await superviseScript(CRASHES_AFTER_100_MS, { restart: false });
    await once(supervised.child, 'exit');
    await sleep(200);
    assert.equal(starts.length, 1);
    assert.deepEqual(notices, []);
  });

  test('a child that never gets ready fails the start with its last lines, and is not restarted', async () => {
    const { start, starts } = tinyChildren("console.error('cannot open the database'); process.exit(2)");
    const notices = [];
    const started = supervise({
      name: 'tiny',
      start,
      ready: async (child) => {
        const [code] = await once(child, 'exit');
        throw new Error(`exited with code ${code} while starting`);
      },
      print: (line) => notices.push(line),
      restart: true,
      pause: quickPause,
    });
    await assert.rejects(started, (error) => {
      assert.match(error.message, /^exited with code 2 while starting\ncannot open the database$/);
      return true;
    });
    await sleep(200);
    assert.equal(starts.length, 1);
    assert.deepEqual(notices, []);
  });
});
