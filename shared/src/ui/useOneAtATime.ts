import { useCallback, useRef, useState } from 'react';

/**
 * An action that sends something (Save, Send) run one at a time: a call while one is pending is ignored, so a double
 * click sends once. The guard is set before anything awaits: the button's loading state shows only once React has
 * drawn it, and a second click can come before that (always can, in a form that validates before it saves).
 */
export function useOneAtATime<Args extends unknown[]>(action: (...args: Args) => Promise<unknown>) {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  const run = useCallback(async (...args: Args): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await latest.current(...args);
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
