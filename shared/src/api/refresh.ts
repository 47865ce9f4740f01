import type { AxiosError, AxiosInstance } from 'axios';
import type { Envelope, RefreshedTokens } from '../contract';
import { getRefreshToken, getToken, storeRefreshedTokens } from '../session/cookies';
import { logout } from '../session/logout';
import { messageForStatus } from './catalogue';
import { baseUrlFor } from './config';
import { isOutage } from './outage';

/**
 * `GET /refresh_token` itself: `Authorization: JWT <token>` and `Refresh-Token: <refresh_token>`, through the console's
 * one client (http.ts hands it in, which keeps this file from importing the client that imports it).
 */
export async function requestRefresh(http: AxiosInstance): Promise<Envelope<RefreshedTokens>> {
  const response = await http.get<Envelope<RefreshedTokens>>(`${baseUrlFor('global')}/refresh_token`, {
    headers: { 'Refresh-Token': getRefreshToken() ?? '' },
    // refreshOnceForAll decides about the session and the toast; the interceptor stays out of it.
    meta: { authorization: `JWT ${getToken() ?? ''}`, silent: true, keepSession: true },
  });
  return response.data;
}

let inFlight: Promise<string> | null = null;

/**
 * Exactly one refresh for any number of callers: whoever asks while one runs waits for the same answer.
 * Resolves with the new token (already stored); a failed refresh logs out and rejects.
 */
export function refreshOnceForAll(http: AxiosInstance): Promise<string> {
  inFlight ??= refresh(http).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function refresh(http: AxiosInstance): Promise<string> {
  if (!getRefreshToken()) {
    logout();
    throw new Error('No refresh token: signed out');
  }
  try {
    const { data } = await requestRefresh(http);
    if (!data?.auth_token) throw new Error('The refresh answer carries no auth_token');
    storeRefreshedTokens(data.auth_token, data.refresh_token);
    return data.auth_token;
  } catch (error) {
    // The API is down, not the session: the next call refreshes again.
    if (isOutage(error)) throw error;
    const { response } = error as Partial<AxiosError>;
    const status = response?.status;
    const body = response?.data;
    logout(status ? messageForStatus(status, body).text : undefined);
    throw error;
  }
}
