// A fake API by method and path over the fake axios adapter, and what tests read back from the recorded calls.
import { type FakeReply, type FakeRequest, installFakeBackend } from '../api/testing/fakeBackend';

/** The origin the test API is configured at (`renderScreen`). */
const ORIGIN = 'https://gw.test';

/** `'GET /api/v1/users/{id}'` → a reply; `{id}` matches one path segment. */
export type FakeRoutes = Record<string, (request: FakeRequest & { path: string }) => FakeReply>;

/** A fake API answering by method and path (after the base URL, without the query); anything else is a 404. */
export function fakeApi(routes: FakeRoutes) {
  const table = Object.entries(routes).map(([key, reply]) => {
    const [method, pattern = ''] = key.split(' ');
    const path = new RegExp(`^${pattern.replace(/\{\w+\}/g, '[^/]+')}$`);
    return { method, path, reply };
  });
  return installFakeBackend((request) => {
    const path = new URL(request.url, ORIGIN).pathname.replace(/^\/tenants\/[^/]+/, '').replace(/^\/gateway/, '');
    const route = table.find((candidate) => candidate.method === request.method && candidate.path.test(path));
    return route ? route.reply({ ...request, path }) : { status: 404, body: { message: `no fake for ${path}` } };
  });
}

/** The query of a recorded request, as the server reads it. */
export const queryOf = (request: FakeRequest | undefined) => new URL(request?.url ?? '', ORIGIN).searchParams;

/** The recorded requests with this method whose path matches `path`. */
export const requestsTo = (requests: FakeRequest[], method: string, path: RegExp) =>
  requests.filter((request) => request.method === method && path.test(new URL(request.url, ORIGIN).pathname));
