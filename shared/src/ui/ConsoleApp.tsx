import {
  type AppApis,
  AppContext,
  ConfigProvider,
  fullKitApp,
  subscribeFullKitApp,
  useAppStyle,
} from '@condo/shared/antd-core';
import { type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

type Kind = keyof AppApis;
type Call = (apis: AppApis) => unknown;

let loading: Promise<unknown> | undefined;
const loadFullKit = () => {
  loading ??= import('@condo/shared/antd');
  return loading;
};

function ReportApis({ useApp, onApis }: { useApp: () => AppApis; onApis: (apis: AppApis) => void }) {
  const apis = useApp();
  useEffect(() => onApis(apis), [apis, onApis]);
  return null;
}

/**
 * antd's App for one React root, without its weight on the login route: `App.useApp()` (and `useConsoleApp()`) give
 * the themed message, notification and modal as with antd's App, but antd's App itself (the dialog and notification
 * code, ~20 KB gzip) is mounted only once the full kit is in the page. A call made before that loads the full kit and
 * runs when it is mounted (a first toast on the login page comes a moment later; data screens have the kit already).
 * The element and its class are antd App's own (`ant-app`, its style), so the page looks the same.
 */
export function ConsoleApp({ children }: { children: ReactNode }) {
  const App = useSyncExternalStore(subscribeFullKitApp, fullKitApp, fullKitApp);
  const real = useRef<AppApis | null>(null);
  const pending = useRef<Call[]>([]);
  const apis = useMemo(() => {
    const forward = (kind: Kind) =>
      new Proxy(
        {},
        {
          get: (_target, method) =>
            typeof method !== 'string'
              ? undefined
              : (...args: unknown[]) => {
                  const call: Call = (value) =>
                    (value[kind] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]?.(...args);
                  if (real.current) return call(real.current);
                  pending.current.push(call);
                  void loadFullKit();
                  return undefined;
                },
        },
      );
    return { message: forward('message'), notification: forward('notification'), modal: forward('modal') } as AppApis;
  }, []);
  const onApis = useCallback((value: AppApis) => {
    real.current = value;
    for (const call of pending.current.splice(0)) call(value);
  }, []);
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useAppStyle(prefixCls);
  return (
    <AppContext.Provider value={apis}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        {App && (
          <App component={false}>
            <ReportApis useApp={App.useApp} onApis={onApis} />
          </App>
        )}
        {children}
      </div>
    </AppContext.Provider>
  );
}

/** The nearest ConsoleApp's message, notification and modal (the same as antd's `App.useApp()`). */
export const useConsoleApp = (): AppApis => useContext(AppContext);
