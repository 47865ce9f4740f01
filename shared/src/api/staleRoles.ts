// Spec part 1 §8 logs out on a 403 "unless prevented". On a per-condo call a 403 most often means the stored map is
// stale (an administrator changed the caller's role while they worked): the console fetches the map again and keeps
// the session. Only a caller the condo no longer knows is logged out.
import type { AxiosInstance } from 'axios';
import type { Envelope, PermissionMap } from '../contract';
import { replaceRoles } from '../permissions/roles';
import { onSessionStart } from '../session/cookies';
import { baseUrlFor } from './config';

/** refreshed: the new map is stored and published; gone: no map any more (401/403/404); unknown: no answer. */
export type RolesRefresh = 'refreshed' | 'gone' | 'unknown';

const NOT_A_MEMBER = new Set([401, 403, 404]);
/** Refusals arriving this long after a refresh answered were most likely judged by the same server state. */
const SETTLE_MS = 1000;
const recent = new Map<string, Promise<RolesRefresh>>();
onSessionStart(() => recent.clear());

/** Fetches the caller's map for `condo` again, once for all calls refused at about the same time. */
export function refreshRolesOnce(http: AxiosInstance, condo: string): Promise<RolesRefresh> {
  let refresh = recent.get(condo);
  if (!refresh) {
    const running = fetchRoles(http, condo);
    refresh = running;
    recent.set(condo, running);
    void running.then(() =>
      setTimeout(() => {
        if (recent.get(condo) === running) recent.delete(condo);
      }, SETTLE_MS),
    );
  }
  return refresh;
}

async function fetchRoles(http: AxiosInstance, condo: string): Promise<RolesRefresh> {
  try {
    const response = await http.request<Envelope<PermissionMap>>({
      method: 'GET',
      url: `${baseUrlFor('condo', condo)}/api/v1/users/roles`,
      // Quiet, and never a logout of its own: the refused call decides what the user sees.
      meta: { silent: true, keepSession: true },
    });
    replaceRoles(condo, response.data?.data ?? {});
    return 'refreshed';
  } catch (error) {
    const status = (error as { response?: { status?: number } }).response?.status;
    return status !== undefined && NOT_A_MEMBER.has(status) ? 'gone' : 'unknown';
  }
}
