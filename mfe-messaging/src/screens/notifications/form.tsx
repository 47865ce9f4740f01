import { api, NOTIFICATION_STATUSES, NOTIFICATION_TYPES, type NotificationGroup } from '@condo/shared';
import { Form, Input, Select } from '@condo/shared/antd';
import { type PagedOption, RecordFormModal, type RecordFormProps, statusLabel, useRecordForm } from '@condo/shared/ui';
import { UserPicker } from '../user-picker';
import { initialNotificationValues, notificationBody } from './formValues';
import { notificationTypeLabel } from './list';

const statusOptions = NOTIFICATION_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
const typeOptions = NOTIFICATION_TYPES.map((value) => ({ value, label: notificationTypeLabel(value) }));

/** Add or edit a notification group: Name (required), Status, Type and the SMS, WhatsApp and Mail recipients. */
export function NotificationFormModal({ record, onClose, onSaved }: RecordFormProps<NotificationGroup>) {
  const { modal } = useRecordForm({
    record,
    onClose,
    onSaved,
    noun: 'Notification',
    toValues: initialNotificationValues,
    resource: api.notifications,
    toBody: notificationBody,
    history: 'notifications',
  });
  // The group's users by first name, so the pickers show names before any page of users loads.
  const known: PagedOption[] = (record?.users_json ?? []).map((user) => ({ value: user.id, label: user.first_name }));

  return (
    <RecordFormModal {...modal} name="notification-form" width={600}>
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: 'Please enter Name' }, { max: 255 }]}
      >
        <Input autoFocus={!record} />
      </Form.Item>
      <Form.Item name="status" label="Status">
        <Select options={statusOptions} />
      </Form.Item>
      <Form.Item name="notification_type" label="Type">
        <Select options={typeOptions} />
      </Form.Item>
      <Form.Item name="sms_user_ids" label="SMS users">
        <UserPicker knownOptions={known} />
      </Form.Item>
      <Form.Item name="whatsapp_user_ids" label="WhatsApp users">
        <UserPicker knownOptions={known} />
      </Form.Item>
      <Form.Item name="mail_user_ids" label="Mail users">
        <UserPicker knownOptions={known} />
      </Form.Item>
    </RecordFormModal>
  );
}
