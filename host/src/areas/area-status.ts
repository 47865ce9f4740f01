// What the shell knows about each area: shown in the content outlet when an area cannot be shown.
import { BehaviorSubject } from 'rxjs';
import type { AreaName } from '../routes/route-table';

export type AreaStatus = { state: 'ok' } | { state: 'error'; message: string };

export const areaStatus$ = new BehaviorSubject<Partial<Record<AreaName, AreaStatus>>>({});

export function setAreaStatus(area: AreaName, status: AreaStatus) {
  areaStatus$.next({ ...areaStatus$.value, [area]: status });
}
