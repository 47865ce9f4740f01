export { DeviceFormModal, type DeviceFormModalProps } from './form';
export { cameraBody, initialValues, kioskBody, vizitinBody } from './formValues';
