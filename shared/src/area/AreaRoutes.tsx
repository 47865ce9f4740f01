// Loaded on the first routed screen an area draws (area.tsx), so react-router stays off the login route.
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { type AreaRoute, type AreaScreens, screenComponent, screenOf, UnknownScreen } from './screens';

/** The routes of one area, each drawing its screen. */
export function AreaRoutes({ routes, screens }: { routes: readonly AreaRoute[]; screens: AreaScreens }) {
  return (
    <Routes>
      {routes.map((route) => {
        const screen = screenOf(screens, route.screen);
        const Screen = screen && screenComponent(screen);
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

export default function AreaRouter(props: { routes: readonly AreaRoute[]; screens: AreaScreens }) {
  return (
    <BrowserRouter>
      <AreaRoutes {...props} />
    </BrowserRouter>
  );
}
