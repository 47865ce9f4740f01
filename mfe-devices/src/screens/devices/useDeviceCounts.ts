import { api } from '@condo/shared';
import { useEffect, useState } from 'react';
import { DEVICE_LIST_REFRESH_MS, type DeviceKind } from './deviceKinds';

export type DeviceCounts = Partial<Record<DeviceKind, number>>;

const countOf = {
  camera: () => api.cameras.list({ page: 1, per_page: 1 }, { silent: true }),
  kiosk: () => api.kiosks.list({ page: 1, per_page: 1 }, { silent: true }),
  vizitin: () => api.vizitins.list({ page: 1, per_page: 1 }, { silent: true }),
} satisfies Record<DeviceKind, () => Promise<{ total_entries?: number }>>;

/** How many devices of each kind the condo has (the tab titles), kept fresh with the lists. */
export function useDeviceCounts(kinds: DeviceKind[], refreshSignal: number): DeviceCounts {
  const [counts, setCounts] = useState<DeviceCounts>({});
  const kindsKey = kinds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: kindsKey stands for kinds; refreshSignal forces a count.
  useEffect(() => {
    let live = true;
    const load = () => {
      for (const kind of kinds) {
        countOf[kind]().then(
          (response) => {
            if (live) setCounts((current) => ({ ...current, [kind]: response.total_entries ?? 0 }));
          },
          () => {}, // a count is decoration: the list itself reports failures
        );
      }
    };
    // After a save the server needs a moment, like the lists (refetch after 1 s).
    const delay = setTimeout(load, refreshSignal > 0 ? 1000 : 0);
    const timer = setInterval(() => {
      if (!document.hidden) load();
    }, DEVICE_LIST_REFRESH_MS);
    return () => {
      live = false;
      clearTimeout(delay);
      clearInterval(timer);
    };
  }, [kindsKey, refreshSignal]);
  return counts;
}
