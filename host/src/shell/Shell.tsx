// Spec part 1 §2 "Page shell": header, two-level side menu, content outlet and footer around the areas.
import { isSignedIn, notify } from '@condo/shared';
import { Layout } from '@condo/shared/antd';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { triggerAppChange } from 'single-spa';
import { condoContexts$, enterCondo, loadCondoContext } from '../condo/condo-context';
import type { EnvironmentManifest } from '../environment';
import { type GuardState, resolveRoute } from '../routes/resolve-route';
import { AreaOutlet } from './AreaOutlet';
import { Banners } from './Banners';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';
import { Toasts } from './Toasts';
import { useObservable } from './use-observable';

export interface ShellProps {
  env: EnvironmentManifest;
  guardState: () => GuardState;
  retryArea: (area: string) => void;
}

export function Shell({ env, guardState, retryArea }: ShellProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const contexts = useObservable(condoContexts$);
  const [collapsed, setCollapsed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the decision changes with the URL and the loaded condos
  const decision = useMemo(() => resolveRoute(pathname, guardState()), [pathname, contexts, guardState]);

  useEffect(() => {
    if (decision.kind === 'redirect' && decision.reason) notify.warning(decision.reason);
    if (decision.kind === 'show' && decision.condo) enterCondo(decision.condo);
    if (decision.kind === 'load-condo') {
      loadCondoContext(decision.condo)
        .then(() => triggerAppChange())
        .catch(() => {
          notify.warning(`The condo "${decision.condo}" is not available to you.`);
          navigate('/condos', { replace: true });
        });
    }
  }, [decision, navigate]);

  const route = decision.kind === 'redirect' ? null : decision.route;
  const layout = route?.layout ?? 'shell';
  const condo = decision.kind === 'redirect' ? null : decision.condo;
  const context = condo ? contexts.get(condo) : undefined;
  const signedIn = isSignedIn();

  return (
    <Layout className={`shell shell-${layout}`} style={{ minHeight: '100vh' }}>
      {decision.kind === 'redirect' && <Navigate to={decision.to} replace />}
      <Toasts />
      {layout !== 'bare' && signedIn && (
        <HeaderBar
          collapsed={collapsed}
          onToggle={() => setCollapsed(!collapsed)}
          condoName={context?.name ?? condo}
          route={route}
          showToggle={layout === 'shell'}
          env={env}
        />
      )}
      <Layout hasSider={layout === 'shell'}>
        {layout === 'shell' && signedIn && (
          <SideMenu
            collapsed={collapsed}
            route={route}
            condo={route?.menu === 'top' ? null : condo}
            roles={context?.roles}
          />
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
