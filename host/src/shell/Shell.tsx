// Spec part 1 §2 "Page shell": header, two-level side menu, content outlet and footer around the areas.
import { isOutage, isSignedIn, navigateTo, notify, usePathname, whenReachable } from '@condo/shared';
import { Layout } from '@condo/shared/antd-core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { triggerAppChange } from 'single-spa';
import { condoContexts$, enterCondo, loadCondoContext } from '../condo/condo-context';
import type { EnvironmentManifest } from '../environment';
import { type GuardState, resolveRoute } from '../routes/resolve-route';
import { ApiStatus } from './ApiStatus';
import { AreaOutlet } from './AreaOutlet';
import { Banners } from './Banners';
import { Toasts } from './Toasts';
import { useObservable } from './use-observable';

// The signed-in chrome loads on first use: a cold visit to the login page downloads neither the menu nor the
// header's date picker (bench/foundation.mjs measures the login route's weight).
const HeaderBar = lazy(() => import('./HeaderBar').then((module) => ({ default: module.HeaderBar })));
const SideMenu = lazy(() => import('./SideMenu').then((module) => ({ default: module.SideMenu })));

export interface ShellProps {
  env: EnvironmentManifest;
  guardState: () => GuardState;
  retryArea: (area: string) => void;
}

export function Shell({ env, guardState, retryArea }: ShellProps) {
  const pathname = usePathname();
  const contexts = useObservable(condoContexts$);
  const [collapsed, setCollapsed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the decision changes with the URL and the loaded condos
  const decision = useMemo(() => resolveRoute(pathname, guardState()), [pathname, contexts, guardState]);

  // Bumped when the API is back after an outage cut a condo's loading short: the load runs again.
  const [condoAttempt, setCondoAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: condoAttempt only asks for the load to run again
  useEffect(() => {
    let left = false;
    if (decision.kind === 'redirect') {
      if (decision.reason) notify.warning(decision.reason);
      navigateTo(decision.to, { replace: true });
    }
    if (decision.kind === 'show' && decision.condo) enterCondo(decision.condo);
    if (decision.kind === 'load-condo') {
      loadCondoContext(decision.condo)
        .then(() => triggerAppChange())
        .catch(async (error: unknown) => {
          // The server is down, not the condo: stay, and load again once it answers (the banner says why).
          if (isOutage(error)) {
            await whenReachable();
            if (!left) setCondoAttempt((count) => count + 1);
            return;
          }
          notify.warning(`The condo "${decision.condo}" is not available to you.`);
          navigateTo('/condos', { replace: true });
        });
    }
    return () => {
      left = true;
    };
  }, [decision, condoAttempt]);

  const route = decision.kind === 'redirect' ? null : decision.route;
  const layout = route?.layout ?? 'shell';
  const condo = decision.kind === 'redirect' ? null : decision.condo;
  const context = condo ? contexts.get(condo) : undefined;
  const signedIn = isSignedIn();

  return (
    <Layout className={`shell shell-${layout}`} style={{ minHeight: '100vh' }}>
      <Toasts />
      <ApiStatus />
      {layout !== 'bare' && signedIn && (
        <Suspense fallback={<Layout.Header className="shell-header" />}>
          <HeaderBar
            collapsed={collapsed}
            onToggle={() => setCollapsed(!collapsed)}
            condoName={context?.name ?? condo}
            condo={condo ? { alias: condo, name: context?.name ?? condo, roles: context?.roles } : undefined}
            route={route}
            showToggle={layout === 'shell'}
            env={env}
          />
        </Suspense>
      )}
      <Layout hasSider={layout === 'shell'}>
        {layout === 'shell' && signedIn && (
          <Suspense fallback={<Layout.Sider className="shell-sider" collapsed={collapsed} width={232} theme="light" />}>
            <SideMenu
              collapsed={collapsed}
              route={route}
              condo={route?.menu === 'top' ? null : condo}
              roles={context?.roles}
            />
          </Suspense>
        )}
        <Layout.Content className="shell-content">
          <Banners env={env} />
          <AreaOutlet decision={decision} env={env} onRetry={retryArea} />
        </Layout.Content>
      </Layout>
      {layout !== 'bare' && signedIn && (
        <Layout.Footer className="shell-footer">
          © {new Date().getFullYear()} Smart Condo Management. All rights reserved.
        </Layout.Footer>
      )}
    </Layout>
  );
}
