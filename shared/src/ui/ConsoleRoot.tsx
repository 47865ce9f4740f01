import { ConfigProvider, enUS, type ThemeConfig } from '@condo/shared/antd-core';
import { type ReactNode, useMemo } from 'react';
import { ConsoleApp } from './ConsoleApp';
import { ErrorBoundary } from './ErrorBoundary';
import { usePrefersReducedMotion } from './reducedMotion';
import { consoleThemes } from './theme';
import { useColorScheme } from './themePreference';

export interface ConsoleRootProps {
  children: ReactNode;
  /** A fixed theme (tests); by default the root follows the console's colour scheme (bus.theme$). */
  theme?: ThemeConfig;
}

/**
 * Wraps one React root (the host, or one single-spa area) in the console's theme, antd's App context (so
 * `App.useApp()` gives themed message/modal/notification; ConsoleApp.tsx loads them on first use) and an error
 * boundary. Every root needs its own: React context does not cross single-spa roots. Each follows bus.theme$, so the
 * profile menu's Light / Dark / System recolours every mounted root in place: nothing remounts, no remote reloads.
 */
export function ConsoleRoot({ children, theme }: ConsoleRootProps) {
  const still = usePrefersReducedMotion();
  const scheme = useColorScheme();
  const chosen = theme ?? consoleThemes[scheme];
  const applied = useMemo(
    () => (still ? { ...chosen, token: { ...chosen.token, motion: false } } : chosen),
    [chosen, still],
  );
  return (
    <ConfigProvider theme={applied} wave={{ disabled: still }} locale={enUS}>
      <ConsoleApp>
        <ErrorBoundary>{children}</ErrorBoundary>
      </ConsoleApp>
    </ConfigProvider>
  );
}
