import { type AlertUser, type AssignableCondo, api, getCondoDetails, useRequest } from '@condo/shared';
import { Col, Form, Input, Row, Select } from '@condo/shared/antd';
import { RecordFormModal, type RecordFormProps, useRecordForm, whileLoading } from '@condo/shared/ui';
import { useParams } from 'react-router-dom';
import { digitsOnly, PHONE_MAX_DIGITS, statusOptions } from '../people';
import { alertUserBody, initialAlertUserValues } from './formValues';

const required = (label: string) => ({ required: true, whitespace: true, message: `Please enter ${label}` });

/**
 * Add or edit an alert user (spec part 2 §2, §5): First Name, Last Name, Email and Phone Number required, status,
 * and the condos they cover as a multi-select labelled "Assigned condo are" (`GET /api/v1/alert_users/all_condos`).
 * A new alert user starts assigned to the condo in view.
 */
export function AlertUserFormModal({ record, onClose, onSaved }: RecordFormProps<AlertUser>) {
  const alias = useParams().id ?? '';
  const condos = useRequest<AssignableCondo[]>(
    async () => (await api.alertUsers.allCondos({ silent: true })).data ?? [],
    [],
  );
  const { modal } = useRecordForm({
    record,
    onClose,
    onSaved,
    noun: 'Alert User',
    toValues: (user?: AlertUser) => initialAlertUserValues(user, getCondoDetails(alias)?.id),
    resource: api.alertUsers,
    toBody: alertUserBody,
    history: 'alert_users',
  });
  const condoOptions = (condos.data ?? []).map((condo) => ({ value: condo.id, label: condo.name }));

  return (
    <RecordFormModal {...modal} name="alert-user-form" width={600}>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="first_name" label="First Name" rules={[required('First Name'), { max: 255 }]}>
            <Input autoFocus={!record} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="last_name" label="Last Name" rules={[required('Last Name'), { max: 255 }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="email"
        label="Email"
        rules={[required('Email'), { type: 'email', message: 'Please enter a valid Email' }]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="phone"
            label="Phone Number"
            normalize={digitsOnly}
            rules={[required('Phone Number'), { max: PHONE_MAX_DIGITS, message: `At most ${PHONE_MAX_DIGITS} digits` }]}
          >
            <Input inputMode="numeric" maxLength={PHONE_MAX_DIGITS} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="status" label="Status">
            <Select options={statusOptions} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="condo_ids" label="Assigned condo are">
        <Select
          mode="multiple"
          options={condoOptions}
          loading={condos.loading}
          notFoundContent={whileLoading(condos.loading, 'condos')}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={condos.error ? 'The condos could not be loaded' : 'Select condos'}
        />
      </Form.Item>
    </RecordFormModal>
  );
}
