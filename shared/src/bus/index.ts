export type { EventBus, IsoDateRange, RolesChange, Toast, ToastLevel } from './bus';
export { bus, notify } from './bus';
