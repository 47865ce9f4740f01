import { api, type WebApp, type WebAppStatus } from '@condo/shared';
import { Form, Input, Select } from '@condo/shared/antd';
import { RecordFormModal, useFormSave } from '@condo/shared/ui';

export interface WebAppFormProps {
  record?: WebApp;
  onClose: () => void;
  onSaved: () => void;
}

const statuses = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** Spec part 2, Web apps: the edit form. Only the status changes (`PUT /api/v1/web_apps/{id}` `{status}`). */
export function WebAppFormModal({ record, onClose, onSaved }: WebAppFormProps) {
  const [form] = Form.useForm<{ name: string; status: WebAppStatus }>();
  const save = useFormSave<{ status: WebAppStatus }>(
    async ({ status }) => {
      if (!record) return;
      await api.webApps.update(record.id, status, { notifySuccess: true });
    },
    onSaved,
    onClose,
  );
  return (
    <RecordFormModal
      title={`Edit ${record?.name ?? 'Web App'}`}
      name="web-app-form"
      form={form}
      initialValues={{ name: record?.name, status: record?.status }}
      save={save}
      onClose={onClose}
      history={record ? { resource: 'web_apps', recordId: record.id } : undefined}
    >
      <Form.Item name="name" label="Name">
        <Input readOnly />
      </Form.Item>
      <Form.Item name="status" label="Status" rules={[{ required: true, message: 'Status is required' }]}>
        <Select options={statuses} />
      </Form.Item>
    </RecordFormModal>
  );
}
