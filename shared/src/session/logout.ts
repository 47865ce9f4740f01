import { bus, notify, type ToastLevel } from '../bus';
import { clearSessionCookies, onSessionStart } from './cookies';
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
 * Ends the session: clears the cookies and localStorage, publishes `bus.logout$`, and sends the browser
 * to `/`. With a reason (e.g. 'Access Denied.!!!') it is toasted now and again on the login page after the
 * reload. Many failing calls at once end the session once.
 */
export function logout(reason?: string): void {
  if (loggedOut) return;
  loggedOut = true;
  if (reason) notifyAcrossReload('error', reason);
  clearSessionCookies();
  try {
    localStorage.clear();
  } catch {
    // storage disabled: nothing stored to clear
  }
  bus.currentCondo$.next(null);
  bus.logout$.next();
  browser.goTo('/');
}
