import {
  api,
  CAMERA_PURPOSE,
  CAMERA_TYPES,
  type CallOptions,
  type Camera,
  FACILITY_DEVICE_TYPE,
  KIOSK_TYPE,
  type Kiosk,
  STATUS,
  VIZITIN_TYPE,
  type Vizitin,
  WORKFLOW_VERSIONS,
} from '@condo/shared';
import { Form, type FormRule, Input, InputNumber, Select } from '@condo/shared/antd';
import { RecordFormModal, statusLabel, useRecordForm } from '@condo/shared/ui';
import { useDeviceActions } from '../devices/DeviceActions';
import { type Device, type DeviceKind, deviceKinds } from '../devices/deviceKinds';
import { cameraBody, type DeviceFormValues, initialValues, kioskBody, vizitinBody } from './formValues';
import { BotSelect, FacilitySelect } from './pickers';

export interface DeviceFormModalProps {
  kind: DeviceKind;
  /** The device to edit; absent to add one. */
  device?: Device;
  onClose: () => void;
  onSaved: () => void;
}

const required = (label: string): FormRule[] => [{ required: true, message: `Please enter ${label}` }];
const requiredChoice = (label: string): FormRule[] => [{ required: true, message: `Please select ${label}` }];

const statusOptions = STATUS.map((value) => ({ value, label: statusLabel(value) }));
const purposeOptions = Object.values(CAMERA_PURPOSE).map((value) => ({ value, label: value }));
const labelled = (values: Record<string, string>) => Object.entries(values).map(([label, value]) => ({ value, label }));
const versionOptions = labelled(WORKFLOW_VERSIONS);
/** The History tab names stored fields as this form labels them. */
const DEVICE_FIELD_LABELS: Record<string, string> = {
  mac_address: 'MAC address',
  timeout_minutes: 'TimeOut (minutes)',
  dcs_channel: 'DCS channel',
  device_type: 'Device type',
  bot_id: 'Assigned bot (id)',
  facility_id: 'Facility (id)',
  workflow_id: 'Current workflow (id)',
};
const humanize = (value: string) => value.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

function save(kind: DeviceKind, values: DeviceFormValues, options: CallOptions, device?: Device) {
  switch (kind) {
    case 'camera': {
      const body = cameraBody(values, device as Camera | undefined);
      return device ? api.cameras.update(device.id, body, options) : api.cameras.create(body, options);
    }
    case 'kiosk': {
      const body = kioskBody(values, device as Kiosk | undefined);
      return device ? api.kiosks.update(device.id, body, options) : api.kiosks.create(body, options);
    }
    case 'vizitin': {
      const body = vizitinBody(values, device as Vizitin | undefined);
      return device ? api.vizitins.update(device.id, body, options) : api.vizitins.create(body, options);
    }
  }
}

/**
 * Add or edit one device (spec part 1 §2 forms, §5 rules). Name and MAC address are fixed once the device
 * exists; a failed save keeps what was typed and shows the server's message under the form.
 */
export function DeviceFormModal({ kind, device, onClose, onSaved }: DeviceFormModalProps) {
  const info = deviceKinds[kind];
  const { modal, form, editing } = useRecordForm<Device, DeviceFormValues>({
    record: device,
    onClose,
    onSaved,
    noun: info.label,
    toValues: (record) => initialValues(kind, record),
    create: (values, options) => save(kind, values, options),
    update: (record, values, options) => save(kind, values, options, record),
    history: (record) => ({ resource: info.auditResource, recordId: record.id, fieldLabels: DEVICE_FIELD_LABELS }),
  });
  const { permissions } = useDeviceActions();
  const purpose = Form.useWatch('type', form) ?? (device as Camera | undefined)?.type ?? CAMERA_PURPOSE.LnprCamera;
  const deviceType = Form.useWatch('device_type', form);

  const onValuesChange = (changed: DeviceFormValues) => {
    // Spec part 1 §4: another device type clears the bot; only facility_device keeps a facility.
    if ('device_type' in changed) {
      form.setFieldsValue({ bot_id: undefined });
      if (changed.device_type !== FACILITY_DEVICE_TYPE) form.setFieldsValue({ facility_id: undefined });
    }
    // Camera types belong to a purpose.
    if ('type' in changed) form.setFieldsValue({ camera_type: undefined });
  };

  const cameraTypes = CAMERA_TYPES[purpose as keyof typeof CAMERA_TYPES] ?? [];
  const typeOptions = labelled(kind === 'kiosk' ? KIOSK_TYPE : VIZITIN_TYPE);
  const current = device as (Kiosk & Vizitin) | undefined;
  // Spec part 1 §6: an existing vizitin loads the facility list only with the facilities 'action' permission.
  const loadFacilities = !(kind === 'vizitin' && editing) || permissions.facilitiesAction;

  return (
    <RecordFormModal {...modal} name={`${kind}-form`} width={560} onValuesChange={onValuesChange}>
      {/* Locked once the device exists, so checked only when adding: a stored value is saved as it is. */}
      <Form.Item name="name" label="Name" rules={editing ? undefined : required('Name')}>
        <Input disabled={editing} autoFocus={!editing} />
      </Form.Item>
      <Form.Item name="mac_address" label="MAC Address" rules={editing ? undefined : required('MAC Address')}>
        <Input disabled={editing} />
      </Form.Item>
      <Form.Item name="status" label="Status">
        <Select options={statusOptions} />
      </Form.Item>

      {kind === 'camera' ? (
        <>
          {editing ? null : (
            <Form.Item name="type" label="Purpose">
              <Select options={purposeOptions} />
            </Form.Item>
          )}
          <Form.Item name="camera_type" label="Camera Type" rules={requiredChoice('Camera Type')}>
            <Select options={cameraTypes.map((value) => ({ value, label: humanize(value) }))} />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="device_type" label="Device Type" rules={requiredChoice('Device Type')}>
          <Select options={typeOptions} />
        </Form.Item>
      )}

      {kind === 'vizitin' ? (
        <Form.Item name="version" label="Workflow version">
          <Select options={versionOptions} />
        </Form.Item>
      ) : null}

      <Form.Item name="timeout" label="TimeOut (minutes)" rules={required('TimeOut')}>
        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>

      {kind === 'camera' ? (
        <Form.Item name="dcs_channel" label="DCS Channel" rules={required('DCS Channel')}>
          <Input />
        </Form.Item>
      ) : (
        <Form.Item name="description" label="Description" rules={required('Description')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      )}

      {kind !== 'camera' && deviceType === FACILITY_DEVICE_TYPE ? (
        <Form.Item name="facility_id" label="Facility">
          <FacilitySelect load={loadFacilities} current={current?.facility} />
        </Form.Item>
      ) : null}

      <Form.Item name="bot_id" label="Assign Bot">
        <BotSelect roleGroups={info.botRoleGroups} current={device?.bot} />
      </Form.Item>
    </RecordFormModal>
  );
}
