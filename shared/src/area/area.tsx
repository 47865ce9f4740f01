import React, { type ComponentType, type ReactElement } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { ConsoleRoot } from '../ui/ConsoleRoot';

/** One row of the host's route table, as handed to the area that owns it. */
export interface AreaRoute {
  /** react-router pattern, e.g. '/condos/:id/devices'. */
  path: string;
  /** Key into the area's `screens`. */
  screen: string;
  title: string;
}

/** The single-spa custom props the host mounts an area with (docs/interfaces.md). */
export interface AreaProps {
  routes: AreaRoute[];
  domElementGetter: () => HTMLElement;
}

export type AreaScreens = Record<string, ComponentType>;

function UnknownScreen({ route, screens }: { route: AreaRoute; screens: AreaScreens }) {
  return (
    <div role="alert" style={{ padding: 24 }}>
      <h3>{route.title} is not available in this version</h3>
      <p>
        The deployed version of this area has no '{route.screen}' screen yet (it has:{' '}
        {Object.keys(screens).join(', ') || 'none'}). The rest of the console keeps working.
      </p>
    </div>
  );
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

/** The routes of one area, each drawing its screen; for tests and for a host that renders an area in place. */
export function AreaRoutes({ routes, screens }: { routes: readonly AreaRoute[]; screens: AreaScreens }) {
  return (
    <Routes>
      {routes.map((route) => {
        const Screen = Object.hasOwn(screens, route.screen) ? screens[route.screen] : undefined;
        return (
          <Route
            key={`${route.path}#${route.screen}`}
            path={route.path}
            element={Screen ? <Screen /> : <UnknownScreen route={route} screens={screens} />}
          />
        );
      })}
      {/* The host mounts the area only on its own paths; anything else draws nothing rather than a 404. */}
      <Route path="*" element={null} />
    </Routes>
  );
}

/** Which release of an area is running: shown under its screens, so a user can tell support what they see. */
export interface AreaRelease {
  name: string;
  version: string | undefined;
}

function AreaRoot({
  routes,
  screens,
  release,
}: AreaProps & { screens: AreaScreens; release?: AreaRelease }): ReactElement {
  return (
    <ConsoleRoot>
      <BrowserRouter>
        <AreaRoutes routes={routes} screens={screens} />
      </BrowserRouter>
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
