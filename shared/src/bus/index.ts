// rxjs is not a federation share key of its own: it is bundled into this singleton, tree-shaken to what the bus uses
// (a whole shared rxjs is ~17 KB gzip on the login route). The host's own subjects come from here, so the page holds
// one rxjs; areas talk through the bus and do not import rxjs (biome's noRestrictedImports).
export { BehaviorSubject, Subject, type Subscription } from 'rxjs';
export type { EventBus, IsoDateRange, RolesChange, Toast, ToastLevel } from './bus';
export { bus, notify } from './bus';
