import { api, describeError, MESSAGES, notify, useOneAtATime, useRequest, type Vizitin } from '@condo/shared';
import { Form, Input, Modal, Select } from '@condo/shared/antd';
import { whileLoading } from '@condo/shared/ui';
import { sanitizeVersion } from './sanitizeVersion';

export interface UpdateDeviceVersionDialogProps {
  /** Opened from a vizitin row: its MAC address is fixed. Absent (In App Update): the user picks the vizitin. */
  device?: Vizitin;
  onClose: () => void;
  onUpdated: () => void;
}

interface UpdateValues {
  device_mac_address: string;
  update_version: string;
}

/** Spec part 1 §2 'Update Device Version': pushes a version to one vizitin (`device_in_app_update`). */
export function UpdateDeviceVersionDialog({ device, onClose, onUpdated }: UpdateDeviceVersionDialogProps) {
  const [form] = Form.useForm<UpdateValues>();
  const vizitins = useRequest(
    async () => (device ? [] : (await api.vizitins.list({ page: 1, per_page: 100 }, { silent: true })).data),
    [device?.id],
  );

  const { pending: sending, run: onFinish } = useOneAtATime(async (values: UpdateValues) => {
    try {
      // Silent: this dialog has its own failure text (spec part 1 §8, other messages).
      const response = await api.deviceUpdate.inAppUpdate(
        { update_version: values.update_version, device_mac_address: values.device_mac_address },
        { silent: true },
      );
      notify.success(response?.message || MESSAGES.deviceUpdateStarted);
      onUpdated();
      onClose();
    } catch (error) {
      notify.error(MESSAGES.deviceUpdateFailed + describeError(error, MESSAGES.deviceUpdateUnknownError));
    }
  });

  return (
    <Modal
      open
      title="Update Device Version"
      okText="Update"
      onOk={() => form.submit()}
      confirmLoading={sending}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<UpdateValues>
        form={form}
        layout="vertical"
        name="update-device-version"
        initialValues={{ device_mac_address: device?.mac_address }}
        onFinish={onFinish}
        disabled={sending}
      >
        <Form.Item
          name="device_mac_address"
          label="Device"
          rules={[{ required: true, message: 'Please select the device' }]}
        >
          {device ? (
            <Input disabled />
          ) : (
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={vizitins.loading}
              notFoundContent={whileLoading(vizitins.loading, 'vizitins')}
              placeholder={vizitins.error ? 'Vizitins could not be loaded' : 'Select a vizitin'}
              options={(vizitins.data ?? []).map((vizitin) => ({
                value: vizitin.mac_address,
                label: `${vizitin.name} (${vizitin.mac_address})`,
              }))}
            />
          )}
        </Form.Item>
        <Form.Item
          name="update_version"
          label="Latest version"
          normalize={sanitizeVersion}
          rules={[{ required: true, message: MESSAGES.latestVersionRequired }]}
          extra="Letters, digits, underscore and dot only"
        >
          <Input autoFocus placeholder="e.g. 2.4.1" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
