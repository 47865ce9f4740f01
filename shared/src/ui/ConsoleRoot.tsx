import { ConfigProvider, enUS, type ThemeConfig } from '@condo/shared/antd-core';
import type { ReactNode } from 'react';
import { ConsoleApp } from './ConsoleApp';
import { ErrorBoundary } from './ErrorBoundary';
import { usePrefersReducedMotion } from './reducedMotion';
import { consoleTheme } from './theme';

export interface ConsoleRootProps {
  children: ReactNode;
  /** The host may hand a theme down through single-spa custom props; defaults to the console theme. */
  theme?: ThemeConfig;
}

/**
 * Wraps one React root (the host, or one single-spa area) in the console's theme, antd's App context (so
 * `App.useApp()` gives themed message/modal/notification; ConsoleApp.tsx loads them on first use) and an error
 * boundary. Every root needs its own: React context does not cross single-spa roots.
 */
export function ConsoleRoot({ children, theme = consoleTheme }: ConsoleRootProps) {
  const still = usePrefersReducedMotion();
  return (
    <ConfigProvider
      theme={still ? { ...theme, token: { ...theme.token, motion: false } } : theme}
      wave={{ disabled: still }}
      locale={enUS}
    >
      <ConsoleApp>
        <ErrorBoundary>{children}</ErrorBoundary>
      </ConsoleApp>
    </ConfigProvider>
  );
}
