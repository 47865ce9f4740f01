import { api, type Scheduler, type SchedulerService, useRequest } from '@condo/shared';
import { Button, Col, Flex, Form, Input, InputNumber, Row, Select, Typography } from '@condo/shared/antd';
import { formatDateTime, RecordFormModal, type RecordFormProps, useRecordForm, whileLoading } from '@condo/shared/ui';
import { useMemo } from 'react';
import { CRON_PRESETS, previewCronline } from './cron';
import { initialSchedulerValues, type SchedulerFormValues, schedulerBody } from './formValues';

const required = (label: string) => ({ required: true, whitespace: true, message: `Please enter ${label}` });
const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/**
 * Add or edit a scheduler (spec part 2 §2, §5): name, status, service and task (from the API's task registry),
 * the cron line with presets every 1, 5, 10, 15 and 30 minutes, and grace time. The cron line is read by croner as
 * the user types, and its next three run times are announced (in the condo's time zone when the row says so).
 */
export function SchedulerFormModal({ record, onClose, onSaved }: RecordFormProps<Scheduler>) {
  const { modal, form } = useRecordForm({
    record,
    onClose,
    onSaved,
    noun: 'Scheduler',
    toValues: initialSchedulerValues,
    resource: api.schedulers,
    toBody: schedulerBody,
    history: 'schedulers',
  });
  const services = useRequest<SchedulerService[]>(
    async () => (await api.schedulers.services({ silent: true })).data ?? [],
    [],
  );
  const service = Form.useWatch('service', form);
  const cronline = Form.useWatch('cronline', form) ?? initialSchedulerValues(record).cronline;
  const timeZone = record?.time_zone ?? 'UTC';
  const preview = useMemo(() => previewCronline(cronline, timeZone), [cronline, timeZone]);

  // `GET /api/v1/schedulers/services` is an addition of api/: when it fails or lists nothing (a backend of the spec),
  // Service and Task are the spec's free text fields (spec part 2 §5: required), so schedulers can still be saved.
  const pickFromRegistry = services.loading || (services.data?.length ?? 0) > 0;
  const serviceOptions = (services.data ?? []).map((entry) => ({ value: entry.service, label: entry.label }));
  const taskOptions = (services.data ?? [])
    .find((entry) => entry.service === service)
    ?.tasks.map((task) => ({ value: task.task, label: task.label }));

  return (
    <RecordFormModal
      {...modal}
      name="scheduler-form"
      width={640}
      onValuesChange={(changed: Partial<SchedulerFormValues>) => {
        // A task belongs to its service: choosing another service from the registry clears it.
        if ('service' in changed && pickFromRegistry) form.setFieldValue('task', undefined);
      }}
    >
      <Row gutter={16}>
        <Col xs={24} sm={16}>
          <Form.Item name="name" label="Name" rules={[required('Name'), { max: 255 }]}>
            <Input autoFocus={!record} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="status" label="Status">
            <Select options={statusOptions} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          {pickFromRegistry ? (
            <Form.Item name="service" label="Service" rules={[{ required: true, message: 'Please select a Service' }]}>
              <Select
                options={serviceOptions}
                loading={services.loading}
                notFoundContent={whileLoading(services.loading, 'services')}
                placeholder="Select a service"
              />
            </Form.Item>
          ) : (
            <Form.Item name="service" label="Service" rules={[required('Service'), { max: 255 }]}>
              <Input />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} sm={12}>
          {pickFromRegistry ? (
            <Form.Item name="task" label="Task" rules={[{ required: true, message: 'Please select a Task' }]}>
              <Select
                options={taskOptions ?? []}
                disabled={!service}
                placeholder={service ? 'Select a task' : 'Select a service first'}
              />
            </Form.Item>
          ) : (
            <Form.Item name="task" label="Task" rules={[required('Task'), { max: 255 }]}>
              <Input />
            </Form.Item>
          )}
        </Col>
      </Row>
      <Form.Item
        name="cronline"
        label="Cron Line"
        extra="minute hour day-of-month month day-of-week"
        rules={[
          required('Cron Line'),
          { max: 120 },
          {
            validator: async (_rule, value: string | undefined) => {
              const checked = previewCronline(value ?? '', timeZone);
              if (!checked.ok && value?.trim()) throw new Error(checked.problem);
            },
          },
        ]}
      >
        <Input spellCheck={false} autoComplete="off" style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Flex wrap gap={8} role="group" aria-label="Cron presets" style={{ marginTop: -8, marginBottom: 16 }}>
        {CRON_PRESETS.map((preset) => (
          <Button
            key={preset.cronline}
            size="small"
            type={cronline.trim() === preset.cronline ? 'primary' : 'default'}
            aria-pressed={cronline.trim() === preset.cronline}
            onClick={() => form.setFieldsValue({ cronline: preset.cronline })}
          >
            {preset.label}
          </Button>
        ))}
      </Flex>
      <div aria-live="polite" data-testid="next-runs" style={{ marginBottom: 16 }}>
        {preview.ok ? (
          <>
            <Typography.Text strong>
              Next runs ({timeZone === 'UTC' ? 'cron in UTC' : `cron in ${timeZone}`}):
            </Typography.Text>
            <ol aria-label="Next runs" style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {preview.next.map((run) => (
                <li key={run.toISOString()}>{formatDateTime(run)}</li>
              ))}
            </ol>
          </>
        ) : (
          <Typography.Text type="secondary">No next runs: {preview.problem}</Typography.Text>
        )}
      </div>
      <Form.Item
        name="grace_time"
        label="Grace Time (minutes)"
        extra="A run missed while the service was down still runs at start if at most this late; 0: always"
      >
        <InputNumber min={0} max={10080} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </RecordFormModal>
  );
}
