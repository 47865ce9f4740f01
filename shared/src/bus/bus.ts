import { BehaviorSubject, Subject } from 'rxjs';
import type { PermissionMap } from '../contract';
import { storedThemePreference, type ThemeChoice, themeChoiceOf } from '../ui/colorScheme';

export type ToastLevel = 'success' | 'warning' | 'error';

export interface Toast {
  level: ToastLevel;
  text: string;
  /** Increasing; lets a toaster drop duplicates and key its list. */
  id: number;
  /** A second, smaller line: for a failed call, the request id that finds its log lines (`Request id: …`). */
  details?: string;
}

/** The header's date range as ISO-8601 UTC strings. */
export interface IsoDateRange {
  from: string;
  to: string;
}

/** A condo's permission map, fetched again after the server refused a call the stored map allowed. */
export interface RolesChange {
  condo: string;
  roles: PermissionMap;
}

/** The only channel between the shell and the areas (DESIGN.md, runtime composition). */
export interface EventBus {
  toast$: Subject<Toast>;
  dateRange$: BehaviorSubject<IsoDateRange | null>;
  search$: BehaviorSubject<string>;
  /** The condo alias of the URL, or null outside a condo; the API client's per-condo calls follow it. */
  currentCondo$: BehaviorSubject<string | null>;
  logout$: Subject<void>;
  /** False while the API gives no answer at all ('Api down', spec §8: logged, not toasted); the shell shows it quietly. */
  apiReachable$: BehaviorSubject<boolean>;
  /** The stored map of a condo changed (`<condo>_user_roles`): the shell's menu and guards, and the screens' buttons, follow it. */
  roles$: Subject<RolesChange>;
  /**
   * The colour scheme of the whole console: the user's choice (profile menu) and what it resolves to. Every root's
   * ConsoleRoot themes antd from it, so a change recolours every mounted area at once, without remounting any.
   */
  theme$: BehaviorSubject<ThemeChoice>;
}

function createBus(): EventBus {
  return {
    toast$: new Subject<Toast>(),
    dateRange$: new BehaviorSubject<IsoDateRange | null>(null),
    search$: new BehaviorSubject(''),
    currentCondo$: new BehaviorSubject<string | null>(null),
    logout$: new Subject<void>(),
    apiReachable$: new BehaviorSubject(true),
    roles$: new Subject<RolesChange>(),
    theme$: new BehaviorSubject(themeChoiceOf(storedThemePreference())),
  };
}

// Module Federation shares @condo/shared as a singleton; the global slot keeps one bus even if a
// misconfigured remote loads a second copy of this module.
const slot = Symbol.for('@condo/shared/bus');
type BusHolder = { [slot]?: EventBus };
const holder = globalThis as BusHolder;

holder[slot] ??= createBus();
export const bus: EventBus = holder[slot];

let lastToastId = 0;

function publish(level: ToastLevel, text: string, details?: string): Toast {
  const toast: Toast = details ? { level, text, id: ++lastToastId, details } : { level, text, id: ++lastToastId };
  bus.toast$.next(toast);
  return toast;
}

export const notify = {
  success: (text: string) => publish('success', text),
  warning: (text: string) => publish('warning', text),
  error: (text: string) => publish('error', text),
  /** Publishes at a level decided elsewhere (the error catalogue). */
  at: (level: ToastLevel, text: string, details?: string) => publish(level, text, details),
};
