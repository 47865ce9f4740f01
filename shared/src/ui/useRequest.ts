import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';
import { isOutage, onReconnect } from '../api/outage';

export interface RequestState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  /** Runs the request again (the Retry button of an error state). */
  retry: () => void;
}

/**
 * Loads one thing for a screen (a condo, a profile): loading, error and retry, answers of an older request dropped;
 * after an outage it loads again by itself, and during one it keeps the data it had.
 * `load` is called again when `deps` change. `loading` turns true in the very render where `deps` change or Retry is
 * pressed, not a render later when the call starts: a button that waits on it (Preview) takes no second click in
 * between, and the old answer is never drawn as the answer to the new request.
 */
export function useRequest<T>(load: () => Promise<T>, deps: DependencyList): RequestState<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown }>({
    data: undefined,
    loading: true,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const [asked, setAsked] = useState<DependencyList>(deps);
  if (!sameDeps(asked, deps)) {
    // State from the previous render (react.dev: "Storing information from previous renders").
    setAsked(deps);
    setState((current) =>
      current.loading && current.error === null ? current : { ...current, loading: true, error: null },
    );
  }
  const latest = useRef(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to load again.
  useEffect(() => {
    const call = ++latest.current;
    setState((current) => ({ ...current, loading: true, error: null }));
    Promise.resolve()
      .then(() => loadRef.current())
      .then(
        (data) => {
          if (call === latest.current) setState({ data, loading: false, error: null });
        },
        (error: unknown) => {
          if (call !== latest.current) return;
          // While the API is unreachable the screen keeps what it showed (the shell's banner says why).
          setState((current) => ({
            data: isOutage(error) ? current.data : undefined,
            loading: false,
            error: error ?? new Error('Failed'),
          }));
        },
      );
  }, [...deps, attempt]);

  const retry = useCallback(() => {
    setAttempt((count) => count + 1);
    setState((current) => ({ ...current, loading: true, error: null }));
  }, []);
  const failed = state.error !== null;
  useEffect(() => (failed ? onReconnect(retry) : undefined), [failed, retry]);
  return { ...state, retry };
}

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}
