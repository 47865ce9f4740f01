import { baseUrlFor } from '../api/config';
import { bus, notify, type ToastLevel } from '../bus';
import { THEME_STORAGE_KEY } from '../ui/colorScheme';
import { clearSessionCookies, getRefreshToken, onSessionStart } from './cookies';
import { browser } from './navigate';

/** sessionStorage survives a reload (logout clears localStorage, not sessionStorage). */
const CARRIED_TOASTS_KEY = 'condo_carried_toasts';

interface CarriedToast {
  level: ToastLevel;
  text: string;
}

/**
 * Toasts now and once more after the page reloads: the reasons of a logout, and 'Login Successfully.!!!',
 * which the spec shows although a successful login reloads the page.
 */
export function notifyAcrossReload(level: ToastLevel, text: string): void {
  notify.at(level, text);
  try {
    const carried: CarriedToast[] = JSON.parse(sessionStorage.getItem(CARRIED_TOASTS_KEY) ?? '[]');
    sessionStorage.setItem(CARRIED_TOASTS_KEY, JSON.stringify([...carried, { level, text }]));
  } catch {
    // storage disabled: the live toast is all the user gets
  }
}

/** The toasts carried over the last reload, once: the host shows them when the page has loaded. */
export function takeCarriedToasts(): CarriedToast[] {
  try {
    const carried: CarriedToast[] = JSON.parse(sessionStorage.getItem(CARRIED_TOASTS_KEY) ?? '[]');
    sessionStorage.removeItem(CARRIED_TOASTS_KEY);
    return Array.isArray(carried) ? carried : [];
  } catch {
    return [];
  }
}

let loggedOut = false;
onSessionStart(() => {
  loggedOut = false;
});

/**
 * Ends the session: asks the API to end it too (best-effort), clears the cookies and localStorage (all but the
 * colour scheme), publishes `bus.logout$`, and sends the browser to `/`. With a reason (e.g. 'Access Denied.!!!') it is toasted now and again on the login page after the
 * reload. Many failing calls at once end the session once.
 */
export function logout(reason?: string): void {
  if (loggedOut) return;
  loggedOut = true;
  if (reason) notifyAcrossReload('error', reason);
  endServerSession(getRefreshToken());
  clearSessionCookies();
  try {
    // The colour scheme is the browser's, not the session's: the login page after this keeps it.
    const theme = localStorage.getItem(THEME_STORAGE_KEY);
    localStorage.clear();
    if (theme) localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // storage disabled: nothing stored to clear
  }
  bus.currentCondo$.next(null);
  bus.logout$.next();
  browser.goTo('/');
}

/**
 * Asks the API to end the session of this refresh token (`POST /admin/logout`, an extension of the contract),
 * best-effort: a backend without the call (404), an error or no network changes nothing here and shows
 * nothing. `keepalive` lets the request outlive the reload to `/` that follows. (Not through the API client:
 * it imports this module, and its 401 handling would log out again.)
 */
function endServerSession(refreshToken: string | null): void {
  if (!refreshToken || typeof fetch !== 'function') return;
  try {
    fetch(`${baseUrlFor('global')}/admin/logout`, {
      method: 'POST',
      headers: { 'Refresh-Token': refreshToken },
      keepalive: true,
    }).catch(() => {});
  } catch {
    // the API is not configured (no manifest yet): nothing to tell it
  }
}
