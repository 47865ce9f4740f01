// Test double for the network: replaces the axios adapter of the console's one instance, so everything above
// it (interceptors, refresh, toasts, logout) runs for real. For unit tests only: part of `@condo/shared/testing`.
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { UnsecuredJWT } from 'jose';
import { httpClient } from '../http';

export interface FakeRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeReply =
  | { status: number; body?: unknown; delayMs?: number; headers?: Record<string, string> }
  | 'no response';

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `bots[name]=Gate&bots[read_only]=false` → `{bots: {name: 'Gate', read_only: 'false'}}`, as a server reads it. */
function parseForm(text: string): Record<string, unknown> {
  const nested: Record<string, Record<string, string> | string> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (!match) {
      nested[key] = value;
      continue;
    }
    const [, outer = '', inner = ''] = match;
    const group = typeof nested[outer] === 'object' ? nested[outer] : {};
    group[inner] = value;
    nested[outer] = group;
  }
  return nested;
}

function parseBody(data: unknown, contentType = ''): unknown {
  if (data instanceof URLSearchParams) return parseForm(data.toString());
  if (typeof data !== 'string') return data;
  if (contentType.includes('application/x-www-form-urlencoded')) return parseForm(data);
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** Answers every call with `handler`; returns the list of requests as the server saw them. */
export function installFakeBackend(handler: FakeHandler): { requests: FakeRequest[] } {
  const requests: FakeRequest[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const headers = Object.fromEntries(
      Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([name, value]) => [name, String(value)]),
    );
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      headers,
      body: parseBody(config.data, headers['Content-Type'] ?? headers['content-type']),
    };
    requests.push(request);
    const reply = await handler(request);
    if (reply === 'no response') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    if (reply.delayMs) await wait(reply.delayMs);
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response);
  };
  // Every call awaits the same client first, and this callback was registered before any of them.
  void httpClient().then((http) => {
    http.defaults.adapter = adapter;
  });
  return { requests };
}

/** A JWT whose `exp` is `expiresInSeconds` from now (unsigned: the client only reads `exp` before sending). */
export function tokenExpiringIn(expiresInSeconds: number, claims: Record<string, unknown> = {}): string {
  return new UnsecuredJWT(claims).setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds).encode();
}
