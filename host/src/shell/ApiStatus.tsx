// While the API cannot be reached (issue #29): one calm line instead of a toast per call ('Api down' is only logged,
// spec part 1 §8); the shared client probes until the API answers, and the screens then reload by themselves.
import { bus, lastReachedAt, OUTAGE_TEXT } from '@condo/shared';
import { useObservable } from './use-observable';

const timeOfDay = (at: number) => new Date(at).toLocaleTimeString('en-GB');

export function ApiStatus() {
  const reachable = useObservable(bus.apiReachable$);
  const since = reachable ? null : lastReachedAt();
  return (
    <div role="status" className="shell-api-status" hidden={reachable}>
      {reachable ? null : `${OUTAGE_TEXT.banner}${since ? ` Last reached at ${timeOfDay(since)}.` : ''}`}
    </div>
  );
}
