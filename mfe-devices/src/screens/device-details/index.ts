export { DeviceDetailsDrawer, type DeviceDetailsDrawerProps, RESET_QUESTION } from './DeviceDetailsDrawer';
