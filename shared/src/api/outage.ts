// While the API cannot be reached (no answer, or a gateway's 502/503/504), the console stays calm (issue #29): no
// toast per call, no redirect, no session ended; one banner says it, a probe retries, and screens reload when it is back.
import { bus } from '../bus';

/** What a gateway or a starting server answers while the API cannot serve. */
const UNAVAILABLE = new Set([502, 503, 504]);

/** Waits between probes while the API is unreachable: quick at first, then every 10 s. */
export const PROBE_DELAYS_MS = [1000, 2000, 4000, 8000, 10_000] as const;

interface CallFailure {
  isAxiosError?: boolean;
  code?: string;
  response?: { status: number; data?: unknown };
}

/**
 * True when a call failed because the API could not be reached: no answer at all, or a 502, 503 or 504 (issue #29:
 * the banner instead of spec part 1 §8's 502 toast, 'Could not fetch data from remote.!!!', whose wording says the
 * same thing: the gateway could not reach the server).
 */
export function isOutage(error: unknown): boolean {
  const failure = error as CallFailure | null | undefined;
  if (!failure?.isAxiosError || failure.code === 'ERR_CANCELED') return false;
  return !failure.response || UNAVAILABLE.has(failure.response.status);
}

let lastSuccess: number | null = null;
let probe: (() => Promise<unknown>) | null = null;
let probing = false;

/** When the API last answered (ms since the epoch), or null before its first answer. */
export const lastReachedAt = (): number | null => lastSuccess;

/** The call that asks the API whether it is back (the client registers it; it must not toast). */
export function setOutageProbe(call: () => Promise<unknown>) {
  probe = call;
}

/** Every answer of the API marks it reachable; a failure of `isOutage` marks it unreachable and starts the probe. */
export function markReachable(reachable: boolean) {
  if (reachable) lastSuccess = Date.now();
  if (bus.apiReachable$.value !== reachable) bus.apiReachable$.next(reachable);
  if (!reachable) void probeUntilBack();
}

async function probeUntilBack() {
  if (probing || !probe) return;
  probing = true;
  try {
    for (let attempt = 0; !bus.apiReachable$.value; attempt++) {
      const delay = PROBE_DELAYS_MS[Math.min(attempt, PROBE_DELAYS_MS.length - 1)];
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (bus.apiReachable$.value) break;
      // Any answer marks it reachable (the client's interceptor); an outage keeps the loop going.
      await probe().catch(() => undefined);
    }
  } finally {
    probing = false;
  }
}

/** Calls `onBack` each time the API answers again after an outage; returns the unsubscribe. */
export function onReconnect(onBack: () => void): () => void {
  let wasDown = !bus.apiReachable$.value;
  const subscription = bus.apiReachable$.subscribe((reachable) => {
    if (reachable && wasDown) onBack();
    wasDown = !reachable;
  });
  return () => subscription.unsubscribe();
}

/** Resolves the next time the API answers (at once when it is reachable now). */
export function whenReachable(): Promise<void> {
  if (bus.apiReachable$.value) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = onReconnect(() => {
      stop();
      resolve();
    });
  });
}
