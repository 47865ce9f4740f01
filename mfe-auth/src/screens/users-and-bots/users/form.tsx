import { api, type CondoUser } from '@condo/shared';
import { Alert, Col, Form, Input, Row, Select, Switch } from '@condo/shared/antd';
import { RecordFormModal, type RecordFormProps, useRecordForm, whileLoading } from '@condo/shared/ui';
import { countryCodeOptions, digitsOnly, PHONE_MAX_DIGITS, statusOptions } from '../../people';
import type { AssignableRoles } from '../useAssignableRoles';
import { initialUserValues, userBody } from './formValues';

export interface UserFormModalProps extends RecordFormProps<CondoUser> {
  roles: AssignableRoles;
}

/**
 * Add or edit a user of the condo (spec part 2 §2, §5): First Name and Email required, phone digits with its
 * country code, a role among those the signed-in user may assign, status, read only, and a welcome
 * mail. A user whose role the signed-in user may not assign is shown, not changed.
 */
export function UserFormModal({ record, onClose, onSaved, roles }: UserFormModalProps) {
  const adding = !record;
  const { modal } = useRecordForm({
    record,
    onClose,
    onSaved,
    noun: 'User',
    toValues: initialUserValues,
    resource: api.users,
    toBody: userBody,
    history: 'users',
  });
  const roleOptions = roles.groups.map((group) => ({ value: group.id, label: group.name }));
  const mayAssignAny = roleOptions.length > 0;
  const keepsForeignRole = !!record && !roles.groups.some((group) => group.id === record.role_group?.id);
  if (record?.role_group && keepsForeignRole) {
    roleOptions.push({ value: record.role_group.id, label: record.role_group.name });
  }
  const locked = !roles.loading && (!mayAssignAny || keepsForeignRole);

  return (
    <RecordFormModal
      {...modal}
      name="user-form"
      width={640}
      locked={locked}
      saveDisabled={roles.loading}
      notice={
        locked ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={lockedReason(roles.ownRole, keepsForeignRole ? record?.role_group?.name : undefined)}
          />
        ) : null
      }
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="first_name"
            label="First Name"
            rules={[{ required: true, whitespace: true, message: 'Please enter First Name' }, { max: 255 }]}
          >
            <Input autoFocus={adding} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="last_name" label="Last Name" rules={[{ max: 255 }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="email"
        label="Email"
        rules={[
          { required: true, whitespace: true, message: 'Please enter Email' },
          { type: 'email', message: 'Please enter a valid Email' },
        ]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <Form.Item name="country_code" label="Country Code">
            <Select options={countryCodeOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item
            name="phone"
            label="Phone"
            normalize={digitsOnly}
            rules={[{ max: PHONE_MAX_DIGITS, message: `At most ${PHONE_MAX_DIGITS} digits` }]}
          >
            <Input inputMode="numeric" maxLength={PHONE_MAX_DIGITS} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="role_group_id" label="Role" rules={[{ required: true, message: 'Please select Role' }]}>
            <Select
              options={roleOptions}
              loading={roles.loading}
              notFoundContent={whileLoading(roles.loading, 'roles')}
              placeholder="Select a role"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="status" label="Status">
            <Select options={statusOptions} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="read_only"
        label="Read Only"
        valuePropName="checked"
        extra="Keeps only the read actions of the role in this condo."
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="send_welcome"
        label="Send welcome mail"
        valuePropName="checked"
        extra={
          adding
            ? 'Queues a welcome e-mail to the new user; follow its delivery in the Out-box.'
            : 'Queues the welcome e-mail again when you save (spec part 2 §7: also on an edit).'
        }
      >
        <Switch />
      </Form.Item>
    </RecordFormModal>
  );
}

function lockedReason(ownRole: string | null, foreignRole: string | undefined): string {
  const yours = ownRole ? `Your role (${ownRole})` : 'Your role';
  if (foreignRole) return `${yours} cannot assign the role ${foreignRole}, so this user cannot be changed here.`;
  return `${yours} cannot assign roles to users, so users cannot be added or changed here.`;
}
