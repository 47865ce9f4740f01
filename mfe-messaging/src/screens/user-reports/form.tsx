import { api, REPORT_STATUSES, REPORT_TYPES, type UserReport } from '@condo/shared';
import { Form, Input, Select } from '@condo/shared/antd';
import { RecordFormModal, type RecordFormProps, statusLabel, useRecordForm } from '@condo/shared/ui';
import { UserPicker } from '../user-picker';
import { initialReportValues, reportBody } from './formValues';
import { reportTypeLabel } from './list';

const statusOptions = REPORT_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
const typeOptions = REPORT_TYPES.map((value) => ({ value, label: reportTypeLabel(value) }));

/** Add or edit a user report: Name (required), Status, Report Type and its Users. */
export function ReportFormModal({ record, onClose, onSaved }: RecordFormProps<UserReport>) {
  const { modal } = useRecordForm({
    record,
    onClose,
    onSaved,
    noun: 'Report',
    toValues: initialReportValues,
    resource: api.reports,
    toBody: reportBody,
    history: 'reports',
  });
  const known = (record?.users ?? []).map((user) => ({ value: user.id, label: user.first_name }));

  return (
    <RecordFormModal {...modal} name="report-form" width={560}>
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
      <Form.Item name="report_type" label="Report Type">
        <Select options={typeOptions} />
      </Form.Item>
      <Form.Item name="user_ids" label="Users">
        <UserPicker knownOptions={known} />
      </Form.Item>
    </RecordFormModal>
  );
}
