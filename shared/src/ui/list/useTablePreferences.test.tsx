import { act, renderHook, waitFor } from '@testing-library/react';
import type { TablePreferences } from '../../api/resources/preferences';
import { type FakeReply, tokenExpiringIn } from '../../api/testing/fakeBackend';
import { getToken, setSession } from '../../session/cookies';
import { callsTo, fakeApi } from '../../testing/fakeApi';
import { signIn } from '../../testing/renderScreen';
import { recordToasts } from '../../testing/toasts';
import {
  flushTablePreferences,
  forgetTablePreferences,
  TABLE_PREFERENCES_SAVE_MS,
  useTablePreferences,
} from './useTablePreferences';

const PATH = '/api/v1/preferences/tables/{list}';
const KEYS = ['name', 'status', 'sent_at'];
/** What `signIn()` signs in as: the browser's copy is kept under this e-mail. */
const EMAIL = 'me@demo.test';
const stored = (list: string, email = EMAIL) => localStorage.getItem(`condo_table_preferences:${email}:${list}`);

const listOf = (path: string) => path.split('/').pop() as string;

/** A preferences API in miniature: what each list has saved, and optionally a held-back or failing answer. */
function preferencesApi(
  initial: Record<string, TablePreferences> = {},
  answer?: (list: string) => FakeReply | Promise<FakeReply>,
) {
  const saved = new Map(Object.entries(initial));
  const backend = fakeApi({
    [`GET ${PATH}`]: ({ path }) => {
      const list = listOf(path);
      if (answer) return answer(list);
      const value = saved.get(list);
      return { status: 200, body: { data: value ? { list, ...value } : null } };
    },
    [`PUT ${PATH}`]: ({ path, body }) => {
      const value = (body as { preferences: TablePreferences }).preferences;
      saved.set(listOf(path), value);
      return { status: 200, body: { data: { list: listOf(path), ...value } } };
    },
    [`DELETE ${PATH}`]: ({ path }) => {
      saved.delete(listOf(path));
      return { status: 200, body: { message: 'Table settings reset' } };
    },
  });
  return { saved, requests: backend.requests };
}

const renderPreferences = (list: string, keys: string[] = KEYS) =>
  renderHook(({ keys: columnKeys }) => useTablePreferences(list, columnKeys), { initialProps: { keys } });

beforeEach(() => {
  forgetTablePreferences();
  signIn(); // also clears localStorage
});
afterEach(() => jest.useRealTimers());

test('with nothing saved: every column shown in the list’s order, comfortable; the server is asked once', async () => {
  const { requests } = preferencesApi();
  const { result } = renderPreferences('outbox');
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.columns).toEqual([
    { key: 'name', hidden: false },
    { key: 'status', hidden: false },
    { key: 'sent_at', hidden: false },
  ]);
  expect(result.current.density).toBe('comfortable');
  expect(callsTo(requests, `GET ${PATH}`).map((call) => call.path)).toEqual(['/api/v1/preferences/tables/outbox']);
  // A global call: the gateway's base URL, not the condo's.
  expect(requests[0]?.url).toBe('https://gw.test/gateway/api/v1/preferences/tables/outbox');
});

test('the saved order, hidden columns and density; a new column comes last, shown; a gone one is dropped', async () => {
  preferencesApi({
    outbox: {
      columns: [
        { key: 'sent_at', hidden: false },
        { key: 'removed_column', hidden: true },
        { key: 'name', hidden: true },
      ],
      density: 'compact',
    },
  });
  const { result } = renderPreferences('outbox', ['name', 'status', 'sent_at', 'channel']);
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.columns).toEqual([
    { key: 'sent_at', hidden: false },
    { key: 'name', hidden: true },
    { key: 'status', hidden: false },
    { key: 'channel', hidden: false },
  ]);
  expect(result.current.density).toBe('compact');
});

test('a list met before in this session shows at once, without asking the server again', async () => {
  const { requests } = preferencesApi({ outbox: { columns: [{ key: 'status', hidden: true }], density: 'compact' } });
  const first = renderPreferences('outbox');
  await waitFor(() => expect(first.result.current.loading).toBe(false));
  first.unmount();

  const again = renderPreferences('outbox');
  expect(again.result.current.loading).toBe(false);
  expect(again.result.current.density).toBe('compact');
  expect(again.result.current.columns).toEqual([
    { key: 'status', hidden: true },
    { key: 'name', hidden: false },
    { key: 'sent_at', hidden: false },
  ]);
  expect(callsTo(requests, `GET ${PATH}`)).toHaveLength(1);
});

test('changes show at once and go to the browser at once, and to the server as one save after the debounce', async () => {
  const { requests, saved } = preferencesApi();
  const { result } = renderPreferences('outbox');
  await waitFor(() => expect(result.current.loading).toBe(false));
  jest.useFakeTimers();

  act(() =>
    result.current.setColumns([
      { key: 'status', hidden: false },
      { key: 'name', hidden: true },
    ]),
  );
  expect(result.current.columns).toEqual([
    { key: 'status', hidden: false },
    { key: 'name', hidden: true },
    { key: 'sent_at', hidden: false },
  ]);
  act(() => result.current.setDensity('compact'));
  expect(result.current.density).toBe('compact');
  expect(JSON.parse(stored('outbox') ?? 'null')).toEqual({ columns: result.current.columns, density: 'compact' });

  await act(() => jest.advanceTimersByTimeAsync(TABLE_PREFERENCES_SAVE_MS - 50));
  expect(callsTo(requests, `PUT ${PATH}`)).toHaveLength(0);
  await act(() => jest.advanceTimersByTimeAsync(50));
  await waitFor(() => expect(callsTo(requests, `PUT ${PATH}`)).toHaveLength(1));
  const puts = callsTo(requests, `PUT ${PATH}`);
  expect(puts[0]?.body).toEqual({ preferences: { columns: result.current.columns, density: 'compact' } });
  expect(saved.get('outbox')?.density).toBe('compact');
});

test('density alone saves no column order: columns the user never arranged keep the list’s order', async () => {
  const { requests } = preferencesApi();
  const { result, rerender } = renderPreferences('outbox');
  await waitFor(() => expect(result.current.loading).toBe(false));
  act(() => result.current.setDensity('compact'));
  await act(() => flushTablePreferences());
  expect(callsTo(requests, `PUT ${PATH}`)[0]?.body).toEqual({ preferences: { columns: [], density: 'compact' } });
  rerender({ keys: ['sent_at', 'name'] });
  expect(result.current.columns.map((column) => column.key)).toEqual(['sent_at', 'name']);
});

test('setColumns keeps only the list’s columns, each once, and appends the ones it leaves out', async () => {
  preferencesApi();
  const { result } = renderPreferences('outbox');
  await waitFor(() => expect(result.current.loading).toBe(false));
  act(() =>
    result.current.setColumns([
      { key: 'sent_at', hidden: true },
      { key: 'no_such', hidden: true },
      { key: 'sent_at', hidden: false },
    ]),
  );
  expect(result.current.columns).toEqual([
    { key: 'sent_at', hidden: true },
    { key: 'name', hidden: false },
    { key: 'status', hidden: false },
  ]);
});

test('the server’s answer wins over the browser’s copy, which shows until it comes', async () => {
  localStorage.setItem(
    `condo_table_preferences:${EMAIL}:outbox`,
    JSON.stringify({ columns: [{ key: 'name', hidden: true }], density: 'compact' }),
  );
  preferencesApi({ outbox: { columns: [{ key: 'status', hidden: true }], density: 'comfortable' } });
  const { result } = renderPreferences('outbox');
  expect(result.current.loading).toBe(true);
  expect(result.current.columns[0]).toEqual({ key: 'name', hidden: true });
  expect(result.current.density).toBe('compact');

  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.columns).toEqual([
    { key: 'status', hidden: true },
    { key: 'name', hidden: false },
    { key: 'sent_at', hidden: false },
  ]);
  expect(result.current.density).toBe('comfortable');
  expect(JSON.parse(stored('outbox') ?? 'null')?.columns).toEqual([{ key: 'status', hidden: true }]);
});

test('a change made while the server has not answered is kept: the late answer does not undo it', async () => {
  let answer: (reply: FakeReply) => void = () => {};
  const held = new Promise<FakeReply>((resolve) => {
    answer = resolve;
  });
  preferencesApi({}, () => held);
  const { result } = renderPreferences('outbox');
  act(() => result.current.setDensity('compact'));
  answer({ status: 200, body: { data: { list: 'outbox', columns: [], density: 'comfortable' } } });
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.density).toBe('compact');
});

test('a backend without preferences (404): the browser’s copy carries on alone, quietly', async () => {
  const { requests } = fakeApi({}); // the spec's backend: every preferences call is a 404
  const recorded = recordToasts();
  const { result, unmount } = renderPreferences('outbox');
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.density).toBe('comfortable');

  act(() => result.current.setColumns([{ key: 'status', hidden: true }]));
  await act(() => flushTablePreferences());
  expect(callsTo(requests, `PUT ${PATH}`)).toHaveLength(0); // it knows the server has none
  expect(JSON.parse(stored('outbox') ?? 'null')?.columns[0]).toEqual({ key: 'status', hidden: true });
  unmount();

  // The next page load: the browser's copy shows at once.
  forgetTablePreferences();
  const next = renderPreferences('outbox');
  expect(next.result.current.columns[0]).toEqual({ key: 'status', hidden: true });
  await waitFor(() => expect(next.result.current.loading).toBe(false));
  expect(next.result.current.columns[0]).toEqual({ key: 'status', hidden: true });

  recorded.stop();
  expect(recorded.toasts).toEqual([]);
  expect(getToken()).not.toBeNull(); // still signed in
});

test('a failing server (500, no answer) toasts nothing and keeps the change in the browser', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {}); // the client logs 'Api down'
  const recorded = recordToasts();
  fakeApi({
    [`GET ${PATH}`]: () => ({ status: 500, body: { message: 'Internal Server Error' } }),
    [`PUT ${PATH}`]: () => 'no response',
  });
  const { result } = renderPreferences('outbox');
  await waitFor(() => expect(result.current.loading).toBe(false));
  act(() => result.current.setDensity('compact'));
  await act(() => flushTablePreferences());
  expect(result.current.density).toBe('compact');
  expect(JSON.parse(stored('outbox') ?? 'null')?.density).toBe('compact');
  recorded.stop();
  expect(recorded.toasts).toEqual([]);
  logged.mockRestore();
});

test('reset: the list as declared again, the browser’s copy removed, a waiting save dropped, the server told', async () => {
  const { requests, saved } = preferencesApi({
    outbox: { columns: [{ key: 'sent_at', hidden: true }], density: 'compact' },
  });
  const { result } = renderPreferences('outbox');
  await waitFor(() => expect(result.current.density).toBe('compact'));
  act(() => result.current.setColumns([{ key: 'status', hidden: true }]));
  act(() => result.current.reset());
  expect(result.current.columns).toEqual([
    { key: 'name', hidden: false },
    { key: 'status', hidden: false },
    { key: 'sent_at', hidden: false },
  ]);
  expect(result.current.density).toBe('comfortable');
  expect(stored('outbox')).toBeNull();
  await act(() => flushTablePreferences());
  expect(callsTo(requests, `DELETE ${PATH}`)).toHaveLength(1);
  expect(callsTo(requests, `PUT ${PATH}`)).toHaveLength(0);
  expect(saved.has('outbox')).toBe(false);
});

test('each user has their own copy in the browser', async () => {
  fakeApi({});
  const { result, unmount } = renderPreferences('outbox');
  await waitFor(() => expect(result.current.loading).toBe(false));
  act(() => result.current.setDensity('compact'));
  unmount();
  expect(stored('outbox')).not.toBeNull();

  setSession({ token: tokenExpiringIn(3600), refresh_token: 'r', email: 'someone-else@demo.test' });
  const other = renderPreferences('outbox');
  expect(other.result.current.density).toBe('comfortable');
  await waitFor(() => expect(other.result.current.loading).toBe(false));
});

test('a flush with a time limit gives up waiting for a server that does not answer, and the copy stays here', async () => {
  fakeApi({
    [`GET ${PATH}`]: () => ({ status: 200, body: { data: null } }),
    [`PUT ${PATH}`]: () => new Promise<never>(() => {}),
  });
  const { result } = renderPreferences('outbox');
  await waitFor(() => expect(result.current.loading).toBe(false));
  act(() => result.current.setDensity('compact'));
  jest.useFakeTimers();
  let done = false;
  void flushTablePreferences(2_000).then(() => (done = true));
  await act(() => jest.advanceTimersByTimeAsync(1_999));
  expect(done).toBe(false);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(done).toBe(true);
  expect(JSON.parse(stored('outbox') ?? 'null')).toMatchObject({ density: 'compact' });
});
