import { useSyncExternalStore } from 'react';
import { bus } from '../bus';
import {
  applyColorScheme,
  type ColorScheme,
  SYSTEM_DARK_QUERY,
  storedThemePreference,
  storeThemePreference,
  THEME_STORAGE_KEY,
  type ThemeChoice,
  type ThemePreference,
  themeChoiceOf,
} from './colorScheme';

/** The profile menu's choice: remembered in this browser and applied to every mounted area at once (bus.theme$). */
export function chooseThemePreference(preference: ThemePreference): void {
  storeThemePreference(preference);
  bus.theme$.next(themeChoiceOf(preference));
}

/**
 * The host's part, run once at start-up: every choice on the bus marks the page (colorScheme.ts), 'system' follows
 * the system's scheme as it changes (an OS switching to dark at dusk), and a choice made in another tab of this
 * browser is taken over. Returns the function that stops following.
 */
export function followThemePreference(): () => void {
  const publish = (choice: ThemeChoice) => {
    const current = bus.theme$.value;
    if (current.preference !== choice.preference || current.scheme !== choice.scheme) bus.theme$.next(choice);
  };
  const applied = bus.theme$.subscribe(({ scheme }) => applyColorScheme(scheme));
  publish(themeChoiceOf(storedThemePreference()));

  const system = window.matchMedia?.(SYSTEM_DARK_QUERY);
  const onSystemChange = () => {
    if (bus.theme$.value.preference === 'system') publish(themeChoiceOf('system'));
  };
  // Another tab's choice, or its logout clearing the storage (key null): the stored choice is the truth.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) publish(themeChoiceOf(storedThemePreference()));
  };
  system?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    applied.unsubscribe();
    system?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

const subscribe = (onChange: () => void) => {
  const subscription = bus.theme$.subscribe(onChange);
  return () => subscription.unsubscribe();
};

/** The user's choice, for the menu that shows it. */
export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, () => bus.theme$.value.preference);
}

/** The scheme in force: a string, so a root re-renders only when the scheme itself changes. */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, () => bus.theme$.value.scheme);
}
