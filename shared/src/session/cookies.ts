import Cookies from 'js-cookie';
import { browser } from './navigate';

/** Cookie names and lifetimes of spec part 1 §9. */
export const SESSION_COOKIES = {
  token: { name: 'token', hours: 60 },
  refreshToken: { name: 'refresh_token', hours: 60 },
  email: { name: 'email', hours: 60 },
  active: { name: 'active', hours: 2 },
} as const;

export interface SessionTokens {
  token: string;
  refresh_token: string;
  email: string;
}

function write(cookie: { name: string; hours: number }, value: string) {
  Cookies.set(cookie.name, value, {
    expires: cookie.hours / 24, // js-cookie counts days
    path: '/',
    // ASVS 3.4: never sent by another site's request, and only over TLS where the console is served over TLS.
    sameSite: 'strict',
    secure: browser.isHttps(),
  });
}

const sessionStartListeners = new Set<() => void>();

/** Lets logout re-arm itself when a new session starts, without session/cookies knowing about it. */
export function onSessionStart(listener: () => void): void {
  sessionStartListeners.add(listener);
}

/** Stores a signed-in session: after `api.auth.login` answers with its tokens. */
export function setSession({ token, refresh_token, email }: SessionTokens): void {
  write(SESSION_COOKIES.token, token);
  write(SESSION_COOKIES.refreshToken, refresh_token);
  write(SESSION_COOKIES.email, email);
  write(SESSION_COOKIES.active, 'true');
  for (const listener of sessionStartListeners) listener();
}

/** Stores the tokens a refresh returned; the refresh token is kept when the server does not rotate it. */
export function storeRefreshedTokens(token: string, refreshToken?: string): void {
  write(SESSION_COOKIES.token, token);
  if (refreshToken) write(SESSION_COOKIES.refreshToken, refreshToken);
  write(SESSION_COOKIES.active, 'true');
}

export function getToken(): string | null {
  return Cookies.get(SESSION_COOKIES.token.name) ?? null;
}

export function getRefreshToken(): string | null {
  return Cookies.get(SESSION_COOKIES.refreshToken.name) ?? null;
}

export function getEmail(): string | null {
  return Cookies.get(SESSION_COOKIES.email.name) ?? null;
}

/** A token cookie is present. Whether it is still good is `verifyToken()`'s question. */
export function isSignedIn(): boolean {
  return getToken() !== null;
}

export function clearSessionCookies(): void {
  for (const cookie of Object.values(SESSION_COOKIES)) Cookies.remove(cookie.name, { path: '/' });
}
