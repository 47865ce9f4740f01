// 'Api down' (spec part 1 §8) is only logged per call; this quiet line says it once while the API is unreachable.
import { bus } from '@condo/shared';
import { useObservable } from './use-observable';

export function ApiStatus() {
  const reachable = useObservable(bus.apiReachable$);
  return (
    <div role="status" className="shell-api-status" hidden={reachable}>
      {reachable ? null : 'Server unreachable — data may be out of date. Retrying with your next action.'}
    </div>
  );
}
