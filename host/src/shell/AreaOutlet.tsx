// The content outlet: single-spa mounts areas into #area-outlet; the shell says why when an area cannot show.
import { Problem } from '@condo/shared';
import { Button } from '@condo/shared/antd-core';
import { lazy, Suspense } from 'react';
import { areaStatus$ } from '../areas/area-status';
import type { EnvironmentManifest } from '../environment';
import type { RouteDecision } from '../routes/resolve-route';
import { useObservable } from './use-observable';

// Only a signed-in page waits for a condo's permissions: the login route does not download the skeleton.
const ContentSkeleton = lazy(() =>
  import('@condo/shared/antd').then(({ Skeleton }) => ({
    default: () => <Skeleton active paragraph={{ rows: 10 }} className="outlet-skeleton" />,
  })),
);

interface AreaOutletProps {
  decision: RouteDecision;
  env: EnvironmentManifest;
  onRetry: (area: string) => void;
}

function OutletMessage({ decision, env, onRetry }: AreaOutletProps) {
  const statuses = useObservable(areaStatus$);
  if (decision.kind === 'load-condo') {
    return (
      <Suspense fallback={null}>
        <ContentSkeleton />
      </Suspense>
    );
  }
  if (decision.kind !== 'show') return null;
  const { area, title } = decision.route;
  if (!env.remotes[area]) {
    return (
      <Problem
        severity="info"
        title={`${title} is not available here`}
        detail={`The ${area} area is not deployed in the "${env.name}" environment.`}
      />
    );
  }
  const status = statuses[area];
  if (status?.state === 'error') {
    return (
      <Problem
        title={`${title} could not be shown`}
        detail={`The ${area} area failed: ${status.message}. The rest of the console keeps working.`}
        action={
          <Button type="primary" onClick={() => onRetry(area)}>
            Retry
          </Button>
        }
      />
    );
  }
  return null;
}

export function AreaOutlet(props: AreaOutletProps) {
  return (
    <main className="area-main" aria-live="polite">
      <OutletMessage {...props} />
      <div id="area-outlet" />
    </main>
  );
}
