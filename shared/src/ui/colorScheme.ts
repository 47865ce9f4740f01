// The console's colour scheme: light, dark, or the one the user's system asks for, chosen in the profile menu and
// remembered per browser. This file imports nothing: the host's entry (host/src/index.ts, through
// '@condo/shared/color-scheme') applies the stored choice to the page before anything else runs there, before Module
// Federation has negotiated the shared singletons, so the start-up page does not flash light for a dark user.

export type ThemePreference = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';

/** What the user chose and what it means now ('system' resolves to the system's scheme). */
export interface ThemeChoice {
  preference: ThemePreference;
  scheme: ColorScheme;
}

/** localStorage key of the choice. Logout clears localStorage but keeps this: it belongs to the browser, not the session. */
export const THEME_STORAGE_KEY = 'condo_theme';
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

const PREFERENCES: readonly ThemePreference[] = ['light', 'dark', 'system'];
const isPreference = (value: unknown): value is ThemePreference => PREFERENCES.includes(value as ThemePreference);

/** The stored choice; 'system' when there is none (or storage is disabled). */
export function storedThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isPreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Remembers the choice in this browser; 'system' is the default, so it is stored as no choice at all. */
export function storeThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // storage disabled: the choice lasts until the page is left
  }
}

export function systemColorScheme(): ColorScheme {
  return typeof window !== 'undefined' && window.matchMedia?.(SYSTEM_DARK_QUERY).matches ? 'dark' : 'light';
}

export function themeChoiceOf(preference: ThemePreference): ThemeChoice {
  return { preference, scheme: preference === 'system' ? systemColorScheme() : preference };
}

/**
 * Marks the page with the scheme: `data-theme` picks the start-up page's and the shell frame's colours (host/public/
 * index.html), `color-scheme` the browser's own (scroll bars, form controls, the canvas outside the console).
 */
export function applyColorScheme(scheme: ColorScheme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = scheme;
  root.style.colorScheme = scheme;
}
