// Keeps a child process of `npm start` running (the API, the device simulator): one that dies without being asked to is
// started again after a pause that doubles, and one that keeps dying is given up on loudly instead of in a silent loop.
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export const CRASH_LIMIT = 5;
export const CRASH_WINDOW_MS = 60_000;
const TAIL_LINES = 30;

/** The pause before restarting after the `crashes`-th crash in the window: 0.5 s, 1 s, 2 s, 4 s, then 8 s at most. */
export function pauseBeforeRestart(crashes) {
  return Math.min(500 * 2 ** (crashes - 1), 8_000);
}

const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;
const seconds = (ms) => `${Number((ms / 1000).toFixed(ms < 1000 ? 2 : 1))} s`;
const describeExit = (code, signal) => (signal ? `exited (signal ${signal})` : `exited (code ${code})`);

/** Sends `signal` to `child` when it still runs and waits for its exit. */
export async function stopChild(child, signal = 'SIGTERM') {
  if (hasExited(child)) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

/**
 * Starts `start()`'s child and waits for `ready(child)`; when that fails the child is stopped and the error thrown with
 * its last lines. Then, with `restart`, an exit that `stop()` did not ask for starts it again (the same `start`, the
 * same port), with a one-line notice and another when it is ready again. The CRASH_LIMIT-th crash within
 * CRASH_WINDOW_MS prints the child's last lines and the reason, and resolves `gaveUp` with that reason: the caller
 * decides what then stops.
 *
 * @param {{ name: string, start: () => import('node:child_process').ChildProcess,
 *           ready?: (child: import('node:child_process').ChildProcess) => Promise<void>,
 *           onLine?: (line: string) => void, restart?: boolean, print?: (line: string) => void,
 *           pause?: (crashes: number) => number, crashWindowMs?: number }} options
 */
export async function supervise(options) {
  const { name, start, ready = async () => {}, onLine, restart = false } = options;
  const { print = console.error, pause = pauseBeforeRestart, crashWindowMs = CRASH_WINDOW_MS } = options;
  const tail = [];
  let crashTimes = [];
  let stopping = false;
  let supervising = false;
  // An exit before supervising starts: the first child may die right after it answered ready.
  let exitBeforeSupervising;
  let current;
  let currentOutputRead;
  let endPause = () => {};
  let reportGaveUp;
  const gaveUp = new Promise((resolve) => {
    reportGaveUp = resolve;
  });

  function launch() {
    const child = start();
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        if (!line) return;
        tail.push(line);
        if (tail.length > TAIL_LINES) tail.shift();
        onLine?.(line);
      });
    }
    // Resolves once its output has been read to the end (the last lines before a crash), or a second after its exit
    // when a process it started still holds the pipes.
    currentOutputRead = new Promise((resolve) => {
      child.once('close', resolve);
      child.once('exit', () => setTimeout(resolve, 1000).unref());
    });
    child.on('error', (error) => print(`[${name}] ${error.message}`));
    child.once('exit', (code, signal) => {
      if (stopping) return;
      if (supervising) void restartAfterCrash(describeExit(code, signal));
      else exitBeforeSupervising = describeExit(code, signal);
    });
    return child;
  }

  async function restartAfterCrash(how) {
    const diedAt = Date.now();
    crashTimes = [...crashTimes.filter((time) => diedAt - time < crashWindowMs), diedAt];
    const span = crashWindowMs === 60_000 ? 'minute' : seconds(crashWindowMs);
    const count = `crash ${crashTimes.length} of ${CRASH_LIMIT} in the last ${span}`;
    if (crashTimes.length >= CRASH_LIMIT) {
      stopping = true;
      await currentOutputRead;
      print(`[${name}] its last output:`);
      for (const line of tail) print(`[${name}]   ${line}`);
      const reason = `[${name}] ${how}, ${count}: not restarting it again.`;
      print(reason);
      reportGaveUp(reason);
      return;
    }
    const pauseMs = pause(crashTimes.length);
    print(`[${name}] ${how}; restarting in ${seconds(pauseMs)} (${count})`);
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, pauseMs);
      endPause = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    if (stopping) return;
    current = launch();
    const child = current;
    try {
      await ready(child);
      print(`[${name}] back after ${seconds(Date.now() - diedAt)}`);
    } catch (error) {
      // Dead again: its exit has scheduled the next restart. Alive but not ready: killed, which counts as a crash.
      if (hasExited(child) || stopping) return;
      print(`[${name}] did not come back: ${error.message}`);
      child.kill('SIGKILL');
    }
  }

  current = launch();
  try {
    await ready(current);
  } catch (error) {
    stopping = true;
    await stopChild(current);
    await currentOutputRead;
    throw new Error(`${error.message}\n${tail.join('\n')}`);
  }
  supervising = restart;
  if (supervising && exitBeforeSupervising) void restartAfterCrash(exitBeforeSupervising);

  return {
    /** The running child (another one after each restart). */
    get child() {
      return current;
    },
    gaveUp,
    /** Stops the child for good: the exit this causes is never taken for a crash. */
    stop(signal = 'SIGTERM') {
      stopping = true;
      endPause();
      return stopChild(current, signal);
    },
  };
}
