import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { api } from '../../api/resources';
import type { TablePreferences } from '../../api/resources/preferences';
import { getEmail } from '../../session/cookies';
import { isMissingRoute } from './missingRoute';

export type TableDensity = TablePreferences['density'];
export interface TableColumnPreference {
  key: string;
  hidden: boolean;
}

/** What `useTablePreferences` gives a list: its columns as the user arranged them, the density, and the setters. */
export interface TablePreferencesState {
  /** Every column of the list in the user's order; a column the user never placed comes last, shown. */
  columns: TableColumnPreference[];
  density: TableDensity;
  /** The server's copy has not answered yet (what is shown meanwhile is this browser's copy, or the defaults). */
  loading: boolean;
  setColumns: (next: readonly TableColumnPreference[]) => void;
  setDensity: (next: TableDensity) => void;
  /** Back to the list as declared: every column shown, in its order, comfortable. */
  reset: () => void;
}

export const DEFAULT_TABLE_DENSITY: TableDensity = 'comfortable';
/** Changes within this long of each other go to the server as one save. */
export const TABLE_PREFERENCES_SAVE_MS = 500;
const STORAGE_PREFIX = 'condo_table_preferences';

/** One list of one user, as this page knows it: what is saved (null: nothing) and whether the server has answered. */
interface Entry {
  saved: TablePreferences | null;
  loading: boolean;
}

// The page's memory of every list met this session, so that coming back to a screen shows it at once.
const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();
/** The one load of each list from the server (kept: asked once a session, unless it failed for a passing reason). */
const loads = new Map<string, Promise<void>>();
/** Bumped by every change and reset, so that a server answer to an older question does not undo the user's. */
const versions = new Map<string, number>();
/** The save waiting out the debounce, per list. */
const pendingSaves = new Map<string, { timer: ReturnType<typeof setTimeout>; list: string }>();
/** The server writes of each list, one after the other, so that a reset and a save arrive in the order made. */
const writes = new Map<string, Promise<void>>();
/** The backend answered 404/405: it has no preferences (the spec's). This browser's copy is all there is. */
let serverHasNone = false;

const keyOf = (user: string, list: string) => `${user}\n${list}`;
const storageKey = (user: string, list: string) => `${STORAGE_PREFIX}:${user}:${list}`;
const versionOf = (key: string) => versions.get(key) ?? 0;

/**
 * The list's columns in the user's order: keys the list no longer has (and repeats) dropped, keys the user never
 * placed (a column added since) appended, shown, in the list's order.
 */
export function arrangeColumns(
  saved: readonly TableColumnPreference[],
  columnKeys: readonly string[],
): TableColumnPreference[] {
  const known = new Set(columnKeys);
  const placed = new Set<string>();
  const columns: TableColumnPreference[] = [];
  for (const { key, hidden } of saved) {
    if (!known.has(key) || placed.has(key)) continue;
    placed.add(key);
    columns.push({ key, hidden: hidden === true });
  }
  for (const key of columnKeys) {
    if (placed.has(key)) continue;
    placed.add(key);
    columns.push({ key, hidden: false });
  }
  return columns;
}

/** A value read from storage or the network, if it has the shape of preferences; only their fields are kept. */
function preferencesFrom(value: unknown): TablePreferences | null {
  const candidate = value as Partial<TablePreferences> | null;
  if (!candidate || !Array.isArray(candidate.columns)) return null;
  if (candidate.density !== 'comfortable' && candidate.density !== 'compact') return null;
  const columns = candidate.columns
    .filter((column) => typeof column?.key === 'string')
    .map(({ key, hidden }) => ({ key, hidden: hidden === true }));
  return { columns, density: candidate.density };
}

function readStored(user: string, list: string): TablePreferences | null {
  try {
    const text = localStorage.getItem(storageKey(user, list));
    return text ? preferencesFrom(JSON.parse(text)) : null;
  } catch {
    return null; // storage disabled or a damaged copy: the defaults
  }
}

function writeStored(user: string, list: string, value: TablePreferences | null) {
  try {
    if (value) localStorage.setItem(storageKey(user, list), JSON.stringify(value));
    else localStorage.removeItem(storageKey(user, list));
  } catch {
    // storage disabled or full: the page's memory and the server still have it
  }
}

function entryOf(key: string, user: string, list: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { saved: readStored(user, list), loading: Boolean(user) && !serverHasNone };
    entries.set(key, entry);
  }
  return entry;
}

function setEntry(key: string, entry: Entry) {
  entries.set(key, entry);
  for (const listener of listeners.get(key) ?? []) listener();
}

function subscribeTo(key: string, listener: () => void) {
  const set = listeners.get(key) ?? new Set<() => void>();
  listeners.set(key, set);
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Asks the server for the list once: its answer wins over this browser's copy, unless the user changed it since. */
function ensureLoaded(key: string, user: string, list: string) {
  const entry = entryOf(key, user, list);
  if (!user || serverHasNone) {
    if (entry.loading) setEntry(key, { ...entry, loading: false });
    return;
  }
  if (loads.has(key)) return;
  const asked = versionOf(key);
  const load = api.preferences.getTable(list).then(
    (answer) => {
      const current = entryOf(key, user, list);
      if (versionOf(key) !== asked) return setEntry(key, { ...current, loading: false });
      const saved = preferencesFrom(answer.data);
      writeStored(user, list, saved);
      const same = JSON.stringify(saved) === JSON.stringify(current.saved);
      setEntry(key, { saved: same ? current.saved : saved, loading: false });
    },
    (error: unknown) => {
      if (isMissingRoute(error)) serverHasNone = true;
      else loads.delete(key); // a passing failure: the next screen that shows the list asks again
      setEntry(key, { ...entryOf(key, user, list), loading: false });
    },
  );
  loads.set(key, load);
}

/** Runs `write` after the list's earlier writes; a failure is only noted (404/405: the backend has none). */
function enqueueWrite(key: string, write: () => Promise<unknown>) {
  const previous = writes.get(key) ?? Promise.resolve();
  const next = previous
    .then(() => (serverHasNone ? undefined : write()))
    .then(
      () => undefined,
      (error: unknown) => {
        if (isMissingRoute(error)) serverHasNone = true;
        // Any other failure: this browser keeps the copy, and the next change saves the whole value again.
      },
    );
  writes.set(key, next);
  void next.then(() => {
    if (writes.get(key) === next) writes.delete(key);
  });
}

function saveNow(key: string) {
  const pending = pendingSaves.get(key);
  if (!pending) return;
  clearTimeout(pending.timer);
  pendingSaves.delete(key);
  enqueueWrite(key, async () => {
    const saved = entries.get(key)?.saved;
    if (saved) await api.preferences.saveTable(pending.list, saved);
  });
}

/**
 * Sends every save still waiting out its debounce, and resolves when all the server writes made so far have ended
 * (whatever their outcome), or after `timeoutMs` at the latest. Before a sign-out (HeaderBar's Log Out): after it
 * the calls would have no session, and a change made just before would be lost.
 */
export async function flushTablePreferences(timeoutMs = Number.POSITIVE_INFINITY): Promise<void> {
  for (const key of [...pendingSaves.keys()]) saveNow(key);
  const written = Promise.all([...writes.values()]).then(() => undefined);
  if (!Number.isFinite(timeoutMs)) return written;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([written, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
}

/** Forgets what this page remembers of every list (a test's fresh start; the next sign-in reloads the page anyway). */
export function forgetTablePreferences(): void {
  for (const { timer } of pendingSaves.values()) clearTimeout(timer);
  pendingSaves.clear();
  entries.clear();
  loads.clear();
  versions.clear();
  writes.clear();
  serverHasNone = false;
}

/**
 * A list's column choice, column order and density as the signed-in user left them (issue #28, remembered tables).
 *
 * The server keeps them per user and list (`api.preferences`), so they follow the user to another browser; this
 * browser keeps a copy (per e-mail and list) that shows at once on the next load, and the page remembers each list for
 * the session, so coming back to a screen asks nothing. The server is asked once per list; its answer wins unless the
 * user changed something meanwhile. Changes show at once, are copied to the browser at once and saved to the server
 * `TABLE_PREFERENCES_SAVE_MS` after the last one. A backend without preferences (404/405, the spec's) or a failing
 * one is no error: the browser's copy carries on alone, and nothing is toasted.
 *
 * `columnKeys` are the list's columns in their declared order (keys of `[a-z0-9_.-]`, as the API takes them).
 */
export function useTablePreferences(listId: string, columnKeys: readonly string[]): TablePreferencesState {
  const user = (getEmail() ?? '').trim().toLowerCase();
  const key = keyOf(user, listId);

  const subscribe = useCallback((listener: () => void) => subscribeTo(key, listener), [key]);
  const snapshot = useCallback(() => entryOf(key, user, listId), [key, user, listId]);
  const entry = useSyncExternalStore(subscribe, snapshot, snapshot);

  useEffect(() => ensureLoaded(key, user, listId), [key, user, listId]);

  // The keys by value: a list that declares its columns inline passes a new array on every render.
  const keysSignature = columnKeys.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keysSignature stands for columnKeys' contents
  const known = useMemo(() => [...columnKeys], [keysSignature]);
  const columns = useMemo(() => arrangeColumns(entry.saved?.columns ?? [], known), [entry.saved, known]);
  const density = entry.saved?.density ?? DEFAULT_TABLE_DENSITY;

  const latest = useRef({ known });
  latest.current = { known };

  const change = useCallback(
    (next: TablePreferences) => {
      versions.set(key, versionOf(key) + 1);
      writeStored(user, listId, next);
      setEntry(key, { ...entryOf(key, user, listId), saved: next });
      if (!user) return;
      const pending = pendingSaves.get(key);
      if (pending) clearTimeout(pending.timer);
      pendingSaves.set(key, { list: listId, timer: setTimeout(() => saveNow(key), TABLE_PREFERENCES_SAVE_MS) });
    },
    [key, user, listId],
  );

  const setColumns = useCallback(
    (next: readonly TableColumnPreference[]) => {
      const saved = entryOf(key, user, listId).saved;
      change({
        columns: arrangeColumns(next, latest.current.known),
        density: saved?.density ?? DEFAULT_TABLE_DENSITY,
      });
    },
    [change, key, user, listId],
  );

  const setDensity = useCallback(
    (next: TableDensity) => {
      // Columns the user never arranged stay unsaved, so the list's own order still applies to them.
      const saved = entryOf(key, user, listId).saved;
      change({ columns: saved?.columns ?? [], density: next });
    },
    [change, key, user, listId],
  );

  const reset = useCallback(() => {
    versions.set(key, versionOf(key) + 1);
    const pending = pendingSaves.get(key);
    if (pending) clearTimeout(pending.timer);
    pendingSaves.delete(key);
    writeStored(user, listId, null);
    setEntry(key, { ...entryOf(key, user, listId), saved: null });
    if (user) enqueueWrite(key, () => api.preferences.resetTable(listId));
  }, [key, user, listId]);

  return { columns, density, loading: entry.loading, setColumns, setDensity, reset };
}
