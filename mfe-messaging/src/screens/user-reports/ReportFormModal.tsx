import { api, REPORT_STATUSES, REPORT_TYPES, type ReportInput, type UserReport } from '@condo/shared';
import { Alert, Form, Input, Modal, Select } from '@condo/shared/antd';
import { statusLabel } from '@condo/shared/ui';
import { type RecordFormProps, useFormSave } from '../editable-list';
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
  const { saving, failure, onFinish } = useFormSave<ReportFormValues>(
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
    <Modal
      open
      title={title}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      width={560}
    >
      <Form<ReportFormValues>
        form={form}
        layout="vertical"
        name="report-form"
        initialValues={initialReportValues(record)}
        onFinish={onFinish}
        disabled={saving}
        aria-label={title}
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
        {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
      </Form>
    </Modal>
  );
}
