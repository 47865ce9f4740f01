import { type AdminUser, api, getCurrentCondo } from '@condo/shared';
import { Form, Input } from '@condo/shared/antd';
import { RecordFormModal, type RecordFormProps, useFormSave } from '@condo/shared/ui';

interface AdminUserFormValues {
  slack_username?: string;
}

/**
 * Edit an admin user's login details (spec part 2 §2, §5): the e-mail is read-only, only the Slack user name changes.
 * Sends exactly `{ id, slack_username }` to `PUT /admin/admin_users/update` and shows the server's message.
 */
export function AdminUserFormModal({ record, onClose, onSaved }: RecordFormProps<AdminUser>) {
  const [form] = Form.useForm<AdminUserFormValues>();
  const save = useFormSave<AdminUserFormValues>(
    (values) => {
      if (!record) throw new Error('Admin users are only edited here.');
      return api.adminUsers.update(
        { id: record.id, slack_username: (values.slack_username ?? '').trim() },
        { notifySuccess: true },
      );
    },
    onSaved,
    onClose,
  );
  if (!record) return null;
  // The History is read through a condo (the audit trail is condo-scoped): the one open, else one of the user's.
  const condo = getCurrentCondo() ?? record.condos[0]?.alias_name;
  return (
    <RecordFormModal
      title="Edit Admin User"
      name="admin-user-form"
      form={form}
      initialValues={{ slack_username: record.slack_username ?? '' }}
      save={save}
      onClose={onClose}
      history={condo ? { resource: 'users', recordId: record.id, condo } : undefined}
    >
      <Form.Item label="Email" htmlFor="admin-user-email" extra="The sign-in address cannot be changed.">
        <Input id="admin-user-email" value={record.email} readOnly aria-readonly />
      </Form.Item>
      <Form.Item name="slack_username" label="Slack User Name" rules={[{ max: 255 }]}>
        <Input autoFocus placeholder="e.g. aisha.rahman" />
      </Form.Item>
    </RecordFormModal>
  );
}
