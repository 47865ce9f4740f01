import type { BehaviorSubject } from '@condo/shared';
import { useSyncExternalStore } from 'react';

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
