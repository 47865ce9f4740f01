// What the shell knows about each area: shown in the content outlet when an area cannot be shown, and as a
// banner when it runs an earlier release than the environment asks for.
import { BehaviorSubject } from '@condo/shared';
import type { AreaName } from '../routes/route-table';

export type AreaStatus =
  | { state: 'ok'; version: string }
  | { state: 'fallback'; version: string; failedVersion: string; reason: string }
  | { state: 'error'; message: string };

export const areaStatus$ = new BehaviorSubject<Partial<Record<AreaName, AreaStatus>>>({});

export function setAreaStatus(area: AreaName, status: AreaStatus) {
  areaStatus$.next({ ...areaStatus$.value, [area]: status });
}
