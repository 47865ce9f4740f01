import React, { lazy, type ReactElement, Suspense } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { matchPath, type ScreenPaths, ScreenPathsContext, usePathname } from '../routing';
import { ConsoleRoot } from '../ui/ConsoleRoot';
import { type AreaRoute, type AreaScreens, isRouterFree, screenComponent, screenOf } from './screens';

const AreaRouter = lazy(() => import('./AreaRoutes'));

/** The single-spa custom props the host mounts an area with (docs/interfaces.md). */
export interface AreaProps {
  routes: AreaRoute[];
  domElementGetter: () => HTMLElement;
  /** Every screen's path in the host's route table, for links into other areas (absent from older hosts). */
  screenPaths?: ScreenPaths;
}

function AreaFailure({ error }: { error: Error }) {
  return (
    <div role="alert" style={{ padding: 24 }}>
      <h3>This part of the console failed to load</h3>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{error.message || String(error)}</pre>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}

/** Which release of an area is running: shown under its screens, so a user can tell support what they see. */
export interface AreaRelease {
  name: string;
  version: string | undefined;
}

/** The screen of the current URL: a router-free one at once, the others inside the area's router. */
function AreaScreen({ routes, screens }: { routes: readonly AreaRoute[]; screens: AreaScreens }) {
  const pathname = usePathname();
  const route = routes.find((candidate) => matchPath(candidate.path, pathname));
  const screen = route && screenOf(screens, route.screen);
  if (screen && isRouterFree(screen)) {
    const Screen = screenComponent(screen);
    return <Screen />;
  }
  return (
    <Suspense fallback={<div role="status" aria-busy="true" aria-label="Loading" />}>
      <AreaRouter routes={routes} screens={screens} />
    </Suspense>
  );
}

const NO_PATHS: ScreenPaths = {};

function AreaRoot({
  routes,
  screens,
  release,
  screenPaths = NO_PATHS,
}: AreaProps & { screens: AreaScreens; release?: AreaRelease }): ReactElement {
  return (
    <ConsoleRoot>
      <ScreenPathsContext.Provider value={screenPaths}>
        <AreaScreen routes={routes} screens={screens} />
      </ScreenPathsContext.Provider>
      {release?.version && (
        <div className="area-release" data-area={release.name} data-version={release.version}>
          {release.name} {release.version}
        </div>
      )}
    </ConsoleRoot>
  );
}

/** What single-spa hands each lifecycle: its own props (name, …) plus the host's custom props. */
export type AreaLifecycleProps = AreaProps & { name: string; [prop: string]: unknown };

export interface AreaLifecycles {
  bootstrap(props: AreaLifecycleProps): Promise<unknown>;
  mount(props: AreaLifecycleProps): Promise<unknown>;
  unmount(props: AreaLifecycleProps): Promise<unknown>;
  update?(props: AreaLifecycleProps): Promise<unknown>;
}

/**
 * single-spa lifecycles `{ bootstrap, mount, unmount }` for an area (its remote's `./app`). Each mount
 * renders the host-given routes in the area's own React root, wrapped in ConsoleRoot (theme, antd App,
 * error boundary), inside the host's content outlet.
 */
export function createAreaLifecycles(screens: AreaScreens, release?: AreaRelease): AreaLifecycles {
  const lifecycles = singleSpaReact<AreaProps & { screens: AreaScreens; release?: AreaRelease }>({
    React,
    ReactDOMClient,
    rootComponent: AreaRoot,
    domElementGetter: (props) => props.domElementGetter(),
    errorBoundary: (error) => <AreaFailure error={error} />,
  });
  // The screens travel as a prop, so the root component is one module-level component for every area.
  const withScreens = (props: AreaLifecycleProps) =>
    ({ ...props, screens, release }) as Parameters<typeof lifecycles.mount>[0];
  return {
    bootstrap: (props) => lifecycles.bootstrap(withScreens(props)),
    mount: (props) => lifecycles.mount(withScreens(props)),
    unmount: (props) => lifecycles.unmount(withScreens(props)),
  };
}
