import type { AxiosError, AxiosInstance, AxiosResponse, AxiosStatic, InternalAxiosRequestConfig } from 'axios';
import { notify } from '../bus';
import { getToken } from '../session/cookies';
import { logout } from '../session/logout';
import { tokenNeedsRefresh } from '../session/token';
import { CATALOGUE_TEXT, messageForStatus, OUTAGE_TEXT } from './catalogue';
import { baseUrlFor } from './config';
import { isOutage, markReachable, setOutageProbe } from './outage';
import { refreshOnceForAll, requestRefresh } from './refresh';
import { refreshRolesOnce } from './staleRoles';

/** How one call behaves beyond its URL and body; see `CallOptions` for the ones a screen passes. */
export interface RequestMeta {
  /** Sent verbatim as Authorization instead of `JWT <token>`, and no refresh around it
   *  (send_otp/login carry the e-mail; refresh and public_key carry the old token). '' sends none. */
  authorization?: string;
  /** 401/403 do not end the session: login screens, where a 401 is just a wrong code. */
  keepSession?: boolean;
  /** Toast the server message (else 'Saved Successfully.!!!') when a write succeeds. Reads never toast. */
  notifySuccess?: boolean;
  /** No toasts for this call's failures (it handles them itself). */
  silent?: boolean;
  /** No toast for a failure of these statuses (the caller says it); other failures toast as usual. */
  quietOn?: readonly number[];
  /** Set on the one retry after a refresh. */
  retried?: boolean;
  /** The condo a per-condo call addressed: a 403 there fetches its permission map again instead of logging out. */
  condo?: string;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    meta?: RequestMeta;
  }
}

let client: Promise<AxiosInstance> | null = null;

/**
 * The console's one axios instance: every call of every area goes through it. Made on the first call, so a page
 * that has not called the API yet (a cold login) has not downloaded axios either.
 */
export function httpClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(({ default: axios }) => createClient(axios));
  return client;
}

/** A fresh token for the session, one refresh for any number of callers (refresh.ts). */
export const refreshSession = async (): Promise<string> => refreshOnceForAll(await httpClient());

/** `GET /refresh_token` once, as is. */
export const refreshTokens = async () => requestRefresh(await httpClient());

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const isWrite = (config: InternalAxiosRequestConfig) => WRITE_METHODS.has((config.method ?? 'get').toLowerCase());

function sentToken(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('JWT ') ? header.slice(4) : null;
}

function saysTokenExpired(body: unknown): boolean {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && /expired/i.test(message);
}

function createClient(axios: AxiosStatic): AxiosInstance {
  const http = axios.create({ headers: { Accept: 'application/json' } });
  // `GET /public_key` (spec): the lightest call every backend answers, asked while the API is unreachable.
  setOutageProbe(() =>
    http.get(`${baseUrlFor('global')}/public_key`, { meta: { authorization: '', silent: true, keepSession: true } }),
  );

  http.interceptors.request.use(async (config) => {
    const meta = config.meta ?? {};
    if (meta.authorization !== undefined) {
      if (meta.authorization) config.headers.set('Authorization', meta.authorization);
      else config.headers.delete('Authorization');
      return config;
    }
    let token = getToken();
    if (token && tokenNeedsRefresh(token, Date.now())) token = await refreshOnceForAll(http);
    if (token) config.headers.set('Authorization', `JWT ${token}`);
    return config;
  });

  http.interceptors.response.use(
    (response: AxiosResponse) => {
      markReachable(true);
      if (response.config.meta?.notifySuccess && isWrite(response.config)) {
        notify.success(messageForStatus(response.status, response.data).text);
      }
      return response;
    },
    async (error: unknown) => {
      if (!axios.isAxiosError(error) || !error.config || axios.isCancel(error)) throw error;
      const { config, response } = error;
      const meta = config.meta ?? {};

      if (!response || isOutage(error)) {
        // Spec §8: 'Api down' is only logged. The shell's banner says it once and a probe retries (outage.ts); only
        // a write the user asked for says that it was not saved.
        console.error(CATALOGUE_TEXT.apiDown, error.message);
        markReachable(false);
        if (isWrite(config) && !meta.silent) notify.warning(OUTAGE_TEXT.notSaved);
        throw error;
      }
      markReachable(true);
      await readFileCallError(response);

      const token = sentToken(config);
      if (response.status === 401 && token && !meta.retried && meta.authorization === undefined) {
        const current = getToken();
        // Another call refreshed while this one was in flight: retry with the new token, no second refresh.
        if (current && current !== token) return retry(http, config);
        if (saysTokenExpired(response.data) || tokenNeedsRefresh(token, Date.now())) {
          await refreshOnceForAll(http).catch(() => {
            throw error; // the failed refresh has logged out; this call fails quietly
          });
          return retry(http, config);
        }
      }

      const failure = error as AxiosError & { config: InternalAxiosRequestConfig; response: AxiosResponse };
      if (response.status === 403 && meta.condo && !meta.keepSession) await reportStaleRoles(http, failure, meta.condo);
      else report(failure);
      throw error;
    },
  );
  return http;
}

/**
 * A call that asked for a file (`responseType: 'blob'`, sendForFile) receives its error's JSON body as a Blob too:
 * read it, so that the token-expiry check and the toast see the server's message.
 */
async function readFileCallError(response: AxiosResponse) {
  const body: unknown = response.data;
  if (typeof Blob === 'undefined' || !(body instanceof Blob)) return;
  if (!/json/i.test(body.type || String(response.headers?.['content-type'] ?? ''))) return;
  try {
    response.data = JSON.parse(await textOf(body));
  } catch {
    // Not JSON after all: the catalogue's text for the status is shown.
  }
}

/** The Blob's text; through a FileReader where a Blob has no `text()` (older engines, jsdom). */
function textOf(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function retry(http: AxiosInstance, config: InternalAxiosRequestConfig) {
  // The request interceptor puts the current token in Authorization.
  return http.request({ ...config, meta: { ...config.meta, retried: true } });
}

/**
 * A 403 on a per-condo call: the stored map let the console try what the server now refuses. The map is fetched
 * again (the menu, guards and buttons follow it) and the server's message shown; the session ends only when the
 * caller is no longer a member of the condo.
 */
async function reportStaleRoles(
  http: AxiosInstance,
  { config, response }: { config: InternalAxiosRequestConfig; response: AxiosResponse },
  condo: string,
) {
  const meta = config.meta ?? {};
  const { level, text } = messageForStatus(response.status, response.data);
  const outcome = await refreshRolesOnce(http, condo);
  const quiet = isQuiet(meta, response.status);
  if (outcome === 'gone') logout(quiet ? undefined : text);
  else if (!quiet) notify.at(level, text, requestIdDetails(response));
}

/** `Request id: …` of a failed call, from the API's X-Request-Id: what support looks up in the API's log. */
export function requestIdDetails(response: AxiosResponse): string | undefined {
  const id = response.headers?.['x-request-id'];
  return typeof id === 'string' && id ? `Request id: ${id}` : undefined;
}

const isQuiet = (meta: RequestMeta, status: number) => Boolean(meta.silent || meta.quietOn?.includes(status));

function report({ config, response }: { config: InternalAxiosRequestConfig; response: AxiosResponse }) {
  const meta = config.meta ?? {};
  const { level, text } = messageForStatus(response.status, response.data);
  const endsSession = (response.status === 401 || response.status === 403) && !meta.keepSession;
  const quiet = isQuiet(meta, response.status);
  if (endsSession) logout(quiet ? undefined : text);
  else if (!quiet) notify.at(level, text, requestIdDetails(response));
}
