import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec part 3 §9: the print window opens after 2 s; the wait overlay shows for 3 s. */
export const PRINT_DELAY_MS = 2000;
export const OVERLAY_MS = 3000;

/** The car-park reports' Download: the browser's print window (the page prints the report alone). */
export function usePrintDownload() {
  const [waiting, setWaiting] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const start = useCallback(() => {
    setWaiting(true);
    timers.current.push(
      setTimeout(() => window.print(), PRINT_DELAY_MS),
      setTimeout(() => setWaiting(false), OVERLAY_MS),
    );
  }, []);
  return { waiting, start };
}
