import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** Reads a BehaviorSubject as React state. */
export function useObservable<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => subject.value,
  );
}
