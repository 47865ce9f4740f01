// The content outlet: single-spa mounts areas into #area-outlet; the shell says why when an area cannot show.
import { Button, Result, Skeleton } from '@condo/shared/antd';
import { areaStatus$ } from '../areas/area-status';
import type { EnvironmentManifest } from '../environment';
import type { RouteDecision } from '../routes/resolve-route';
import { useObservable } from './use-observable';

interface AreaOutletProps {
  decision: RouteDecision;
  env: EnvironmentManifest;
  onRetry: (area: string) => void;
}

function OutletMessage({ decision, env, onRetry }: AreaOutletProps) {
  const statuses = useObservable(areaStatus$);
  if (decision.kind === 'load-condo') return <Skeleton active paragraph={{ rows: 10 }} className="outlet-skeleton" />;
  if (decision.kind !== 'show') return null;
  const { area, title } = decision.route;
  if (!env.remotes[area]) {
    return (
      <Result
        status="info"
        title={`${title} is not available here`}
        subTitle={`The ${area} area is not deployed in the "${env.name}" environment.`}
      />
    );
  }
  const status = statuses[area];
  if (status?.state === 'error') {
    return (
      <Result
        status="error"
        title={`${title} could not be shown`}
        subTitle={`The ${area} area failed: ${status.message}. The rest of the console keeps working.`}
        extra={
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
