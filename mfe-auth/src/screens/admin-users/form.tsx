import { type AdminUser, api, getCurrentCondo } from '@condo/shared';
import { Form, Input } from '@condo/shared/antd';
import { RecordFormModal, type RecordFormProps, useRecordForm } from '@condo/shared/ui';

interface AdminUserFormValues {
  slack_username?: string;
}

/**
 * Edit an admin user's login details (spec part 2 §2, §5): the e-mail is read-only, only the Slack user name changes.
 * Sends exactly `{ id, slack_username }` to `PUT /admin/admin_users/update` and shows the server's message.
 */
export function AdminUserFormModal({ record, onClose, onSaved }: RecordFormProps<AdminUser>) {
  const { modal } = useRecordForm({
    record,
    onClose,
    onSaved,
    noun: 'Admin User',
    toValues: (user?: AdminUser): AdminUserFormValues => ({ slack_username: user?.slack_username ?? '' }),
    update: (user, values, options) =>
      api.adminUsers.update({ id: user.id, slack_username: (values.slack_username ?? '').trim() }, options),
    history: (user) => {
      // The History is read through a condo (the audit trail is condo-scoped): the one open, else one of the user's.
      const condo = getCurrentCondo() ?? user.condos[0]?.alias_name;
      return condo ? { resource: 'users', recordId: user.id, condo } : undefined;
    },
  });
  if (!record) return null;
  return (
    <RecordFormModal {...modal} name="admin-user-form">
      <Form.Item label="Email" htmlFor="admin-user-email" extra="The sign-in address cannot be changed.">
        <Input id="admin-user-email" value={record.email} readOnly aria-readonly />
      </Form.Item>
      <Form.Item name="slack_username" label="Slack User Name" rules={[{ max: 255 }]}>
        <Input autoFocus placeholder="e.g. aisha.rahman" />
      </Form.Item>
    </RecordFormModal>
  );
}
