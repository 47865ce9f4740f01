import type { ComponentType } from 'react';

/** One row of the host's route table, as handed to the area that owns it. */
export interface AreaRoute {
  /** react-router pattern, e.g. '/condos/:id/devices'. */
  path: string;
  /** Key into the area's `screens`. */
  screen: string;
  title: string;
}

/**
 * A screen of an area. Screens run inside react-router (URL-kept list state, params); a screen that uses none of
 * it may say `router: false` and is drawn without downloading the router (the login screen does, for its weight).
 */
export type AreaScreen = ComponentType | { component: ComponentType; router: false };

export type AreaScreens = Record<string, AreaScreen>;

export const screenComponent = (screen: AreaScreen): ComponentType =>
  'component' in screen ? screen.component : screen;

export const isRouterFree = (screen: AreaScreen | undefined) =>
  screen !== undefined && 'router' in screen && screen.router === false;

export function screenOf(screens: AreaScreens, name: string): AreaScreen | undefined {
  return Object.hasOwn(screens, name) ? screens[name] : undefined;
}

export function UnknownScreen({ route, screens }: { route: AreaRoute; screens: AreaScreens }) {
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
