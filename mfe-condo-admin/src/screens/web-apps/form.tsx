import { api, type WebApp, type WebAppStatus } from '@condo/shared';
import { Form, Input, Select } from '@condo/shared/antd';
import { RecordFormModal, useRecordForm } from '@condo/shared/ui';

export interface WebAppFormProps {
  record?: WebApp;
  onClose: () => void;
  onSaved: () => void;
}

type WebAppFormValues = { name: string; status: WebAppStatus };

const statuses = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** Spec part 2, Web apps: the edit form. Only the status changes (`PUT /api/v1/web_apps/{id}` `{status}`). */
export function WebAppFormModal({ record, onClose, onSaved }: WebAppFormProps) {
  const { modal } = useRecordForm({
    record,
    onClose,
    onSaved,
    title: `Edit ${record?.name ?? 'Web App'}`,
    toValues: (app?: WebApp): WebAppFormValues => ({ name: app?.name ?? '', status: app?.status ?? 'active' }),
    update: (app, { status }, options) => api.webApps.update(app.id, status, options),
    history: 'web_apps',
  });
  return (
    <RecordFormModal {...modal} name="web-app-form">
      <Form.Item name="name" label="Name">
        <Input readOnly />
      </Form.Item>
      <Form.Item name="status" label="Status" rules={[{ required: true, message: 'Status is required' }]}>
        <Select options={statuses} />
      </Form.Item>
    </RecordFormModal>
  );
}
