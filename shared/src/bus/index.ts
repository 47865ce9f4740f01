export type { EventBus, IsoDateRange, Toast, ToastLevel } from './bus';
export { bus, notify } from './bus';
