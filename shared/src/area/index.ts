export type { AreaLifecycleProps, AreaLifecycles, AreaProps, AreaRoute, AreaScreens } from './area';
export { AreaRoutes, createAreaLifecycles } from './area';
