export { sanitizeVersion } from './sanitizeVersion';
export { UpdateDeviceVersionDialog, type UpdateDeviceVersionDialogProps } from './UpdateDeviceVersionDialog';
