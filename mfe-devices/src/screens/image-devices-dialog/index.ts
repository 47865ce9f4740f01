export { IMAGE_STATUS_FILTERS, ImageDevicesDialog, type ImageDevicesDialogProps } from './ImageDevicesDialog';
