export { DeviceFormModal, type DeviceFormModalProps } from './DeviceFormModal';
export { cameraBody, initialValues, kioskBody, vizitinBody } from './formValues';
