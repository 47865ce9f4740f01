import { api, REPORT_STATUSES, REPORT_TYPES, type ReportInput, type UserReport } from '@condo/shared';
import { Form, Input, Select } from '@condo/shared/antd';
import { RecordFormModal, type RecordFormProps, statusLabel, useFormSave } from '@condo/shared/ui';
import { UserPicker } from '../user-picker';
import { reportTypeLabel } from './listPage';

export interface ReportFormValues {
  name?: string;
  status?: ReportInput['status'];
  report_type?: ReportInput['report_type'];
  user_ids?: number[];
}

const statusOptions = REPORT_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
const typeOptions = REPORT_TYPES.map((value) => ({ value, label: reportTypeLabel(value) }));

export function initialReportValues(report?: UserReport): ReportFormValues {
  if (!report) return { status: REPORT_STATUSES[0], report_type: REPORT_TYPES[0], user_ids: [] };
  return { name: report.name, status: report.status, report_type: report.report_type, user_ids: report.user_ids };
}

export function reportBody(values: ReportFormValues): ReportInput {
  return {
    name: (values.name ?? '').trim(),
    status: values.status ?? REPORT_STATUSES[0],
    report_type: values.report_type ?? REPORT_TYPES[0],
    user_ids: values.user_ids ?? [],
  };
}

/** Add or edit a user report: Name (required), Status, Report Type and its Users. */
export function ReportFormModal({ record, onClose, onSaved }: RecordFormProps<UserReport>) {
  const [form] = Form.useForm<ReportFormValues>();
  const save = useFormSave<ReportFormValues>(
    (values) => {
      const body = reportBody(values);
      const options = { notifySuccess: true };
      return record ? api.reports.update(record.id, body, options) : api.reports.create(body, options);
    },
    onSaved,
    onClose,
  );
  const title = record ? 'Edit Report' : 'Add Report';
  const known = (record?.users ?? []).map((user) => ({ value: user.id, label: user.first_name }));

  return (
    <RecordFormModal
      title={title}
      name="report-form"
      form={form}
      initialValues={initialReportValues(record)}
      save={save}
      onClose={onClose}
      history={record ? { resource: 'reports', recordId: record.id } : undefined}
      width={560}
    >
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
