import { bus, notify } from '../bus';
import { clearSessionCookies, onSessionStart } from './cookies';
import { browser } from './navigate';

/** sessionStorage survives the reload to `/` (logout clears localStorage, not sessionStorage). */
const LOGOUT_MESSAGE_KEY = 'condo_logout_message';

let loggedOut = false;
onSessionStart(() => {
  loggedOut = false;
});

/**
 * Ends the session: clears the cookies and localStorage, publishes `bus.logout$`, and sends the browser
 * to `/`. With a reason (e.g. 'Access Denied.!!!') it is toasted now and kept for the login page to show
 * after the reload (`takeLogoutMessage`). Many failing calls at once end the session once.
 */
export function logout(reason?: string): void {
  if (loggedOut) return;
  loggedOut = true;
  if (reason) {
    notify.error(reason);
    try {
      sessionStorage.setItem(LOGOUT_MESSAGE_KEY, reason);
    } catch {
      // storage disabled: the live toast is all the user gets
    }
  }
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

/** The reason of the last logout, once: the host toasts it when the login page loads. */
export function takeLogoutMessage(): string | null {
  try {
    const message = sessionStorage.getItem(LOGOUT_MESSAGE_KEY);
    sessionStorage.removeItem(LOGOUT_MESSAGE_KEY);
    return message;
  } catch {
    return null;
  }
}
