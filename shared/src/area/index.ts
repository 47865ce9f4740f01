export type { AreaLifecycleProps, AreaLifecycles, AreaProps, AreaRelease, AreaRoute, AreaScreens } from './area';
export { AreaRoutes, createAreaLifecycles } from './area';
