import { api, type InsideVehicleSlot, type IsoDateRange, useRequest } from '@condo/shared';
import { useEffect, useState } from 'react';

/** §9: the vehicle chart refreshes every 60 000 ms. */
export const PARKING_REFRESH_MS = 60_000;

/**
 * The slots of the range, loaded again every minute while the document is visible (a hidden tab asks nothing and
 * catches up as soon as it is shown again), and on `reload()` after an edit. Silent: the tab shows its own error,
 * rather than a toast a minute.
 */
export function useParkingSlots(range: IsoDateRange, condo: string) {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(() => setTick((count) => count + 1), PARKING_REFRESH_MS);
    };
    const stop = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.hidden) return stop();
      setTick((count) => count + 1);
      start();
    };
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  const request = useRequest<InsideVehicleSlot[]>(
    async () =>
      (
        await api.vehicleParking.insideVehicleCount(
          { from_time: range.from, to_time: range.to },
          { condo, silent: true },
        )
      ).data,
    [range.from, range.to, condo, tick],
  );
  return { ...request, reload: () => setTick((count) => count + 1) };
}
