export type { AreaLifecycleProps, AreaLifecycles, AreaProps, AreaRelease } from './area';
export { createAreaLifecycles } from './area';
export type { AreaRoute, AreaScreen, AreaScreens } from './screens';
