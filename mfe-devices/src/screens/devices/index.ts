export { DevicesScreen, HARD_RESET_QUESTION } from './DevicesScreen';
export { deviceStatus } from './deviceStatus';
