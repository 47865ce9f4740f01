// A fake API by method and path over the fake axios adapter, and what tests read back from the recorded calls.
import { type FakeReply, type FakeRequest, installFakeBackend } from '../api/testing/fakeBackend';

/** The origin the test API is configured at (`renderScreen`). */
const ORIGIN = 'https://gw.test';

/** `'GET /api/v1/users/{id}'` → a reply (or a promise of one, to hold it back); `{id}` matches one path segment. */
export type FakeRoutes = Record<string, (request: FakeRequest & { path: string }) => FakeReply | Promise<FakeReply>>;

/** `'GET /api/v1/users/{id}'` → the method and a pattern of the path. */
function route(key: string) {
  const [method, pattern = ''] = key.split(' ');
  return { method, path: new RegExp(`^${pattern.replace(/\{\w+\}/g, '[^/]+')}$`) };
}

/** The path the API reads: after the base URL (the condo's or the gateway's), without the query. */
const apiPath = (url: string) =>
  new URL(url, ORIGIN).pathname.replace(/^\/tenants\/[^/]+/, '').replace(/^\/gateway/, '');

/** A fake API answering by method and path (after the base URL, without the query); anything else is a 404. */
export function fakeApi(routes: FakeRoutes) {
  const table = Object.entries(routes).map(([key, reply]) => ({ ...route(key), reply }));
  return installFakeBackend((request) => {
    const path = apiPath(request.url);
    const found = table.find((candidate) => candidate.method === request.method && candidate.path.test(path));
    return found ? found.reply({ ...request, path }) : { status: 404, body: { message: `no fake for ${path}` } };
  });
}

/** The query of a recorded request, as the server reads it. */
export const queryOf = (request: FakeRequest | undefined) => new URL(request?.url ?? '', ORIGIN).searchParams;

/** The recorded requests with this method whose path matches `path`. */
export const requestsTo = (requests: FakeRequest[], method: string, path: RegExp) =>
  requests.filter((request) => request.method === method && path.test(new URL(request.url, ORIGIN).pathname));

/** One recorded call as the server read it: its path, its query (a repeated or `[]` key as a list) and its body. */
export interface FakeCall {
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
}

/** The recorded calls to `'GET /api/v1/reports'` (`{id}` matches one path segment), oldest first. */
export function callsTo(requests: FakeRequest[], key: string): FakeCall[] {
  const { method, path } = route(key);
  return requests
    .filter((request) => request.method === method && path.test(apiPath(request.url)))
    .map((request) => {
      const params = queryOf(request);
      const query: Record<string, string | string[]> = {};
      for (const name of new Set(params.keys())) {
        const values = params.getAll(name);
        query[name] = values.length > 1 || name.endsWith('[]') ? values : (values[0] ?? '');
      }
      return { path: apiPath(request.url), query, body: request.body };
    });
}
