// Banners above the content: a newer environment to reload into, areas running an earlier release, overrides.

import { BehaviorSubject } from '@condo/shared';
import { LazyAlert as Alert, Button, Flex } from '@condo/shared/antd-core';
import { areaStatus$ } from '../areas/area-status';
import { activeOverrides, clearOverrides } from '../areas/overrides';
import type { EnvironmentManifest } from '../environment';
import { useObservable } from './use-observable';

/** Set when the environment manifest changed after this page loaded it. */
export const newVersionAvailable$ = new BehaviorSubject(false);

export function Banners({ env }: { env: EnvironmentManifest }) {
  const statuses = useObservable(areaStatus$);
  const newVersion = useObservable(newVersionAvailable$);
  const overrides = Object.entries(activeOverrides(env));
  const fallbacks = Object.entries(statuses).flatMap(([area, status]) =>
    status?.state === 'fallback' ? [{ area, ...status }] : [],
  );
  if (!newVersion && !fallbacks.length && !overrides.length) return null;
  return (
    <Flex vertical gap={8} className="shell-banners">
      {newVersion && (
        <Alert
          type="info"
          showIcon
          title="A new version of the console is available."
          description="Reload when you are ready; anything you are typing now stays until you do."
          action={
            <Button size="small" type="primary" onClick={() => window.location.reload()}>
              Reload
            </Button>
          }
        />
      )}
      {fallbacks.map((f) => (
        <Alert
          key={f.area}
          type="warning"
          showIcon
          title={`${f.area} is running its previous version ${f.version}`}
          description={`Version ${f.failedVersion} failed to load (${f.reason}).`}
        />
      ))}
      {overrides.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title="Developer override active in this browser"
          description={overrides.map(([area, url]) => `${area} → ${url}`).join('; ')}
          action={
            <Button
              size="small"
              onClick={() => {
                clearOverrides();
                window.location.reload();
              }}
            >
              Reset overrides
            </Button>
          }
        />
      )}
    </Flex>
  );
}
