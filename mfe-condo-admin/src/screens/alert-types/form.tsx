import { type AlertType, api, can, type NotificationGroup, STATUS, useRequest, useStoredRoles } from '@condo/shared';
import { Form, Input, InputNumber, Select, Switch } from '@condo/shared/antd';
import {
  ALERT_NATURES,
  AUTO_RESOLVE_LABELS,
  DEFAULT_ALERT_WEIGHTS,
  type PagedLoad,
  PagedSelect,
  RECENT_ALERT_TIME_LABELS,
  RecordFormModal,
  type RecordFormProps,
  statusLabel,
  useFormTabs,
  useRecordForm,
  whileLoading,
} from '@condo/shared/ui';
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import {
  type AlertTypeFormValues,
  alertTypeCreateBody,
  alertTypeUpdateBody,
  aliasFrom,
  initialAlertTypeValues,
} from './formValues';
import { autoResolveLabel, natureLabel } from './list';

type TabKey = 'details' | 'config' | 'whatsapp' | 'sms';
const TAB_OF_FIELD: Record<string, TabKey> = {
  alert_group_id: 'config',
  notification_id: 'config',
  auto_resolve: 'config',
  weight: 'config',
  whatsapp_content: 'whatsapp',
  sms_content: 'sms',
};
const tabOf = (field: string): TabKey => TAB_OF_FIELD[field] ?? 'details';

/** Spec part 2 §7: the notification picker loads 15 notification groups at a time, searched on the server. */
export const NOTIFICATION_PICKER_PAGE = 15;
const loadNotifications: PagedLoad<NotificationGroup> = (params, options) => api.notifications.list(params, options);
const notificationOption = (group: { id: number; name: string }) => ({ value: group.id, label: group.name });

const natureOptions = ALERT_NATURES.map((value) => ({ value, label: natureLabel(value) }));
const recentOptions = Object.entries(RECENT_ALERT_TIME_LABELS).map(([value, label]) => ({ value, label }));
const autoResolveOptions = Object.keys(AUTO_RESOLVE_LABELS).map((value) => ({ value, label: autoResolveLabel(value) }));
const statusOptions = STATUS.map((value) => ({ value, label: statusLabel(value) }));
// Dots are allowed: the spec's own aliases have them (`special_vehicle.entry`, `camera.disconnected`, spec part 3).
const ALIAS_PATTERN = /^[a-z0-9][a-z0-9_.-]*$/;

const WEIGHTS = [
  ['raised', 'Raised weight'],
  ['resolved', 'Resolved weight'],
  ['false_alert', 'False alert weight'],
] as const;
const TEXTS = [
  ['raised', 'when raised'],
  ['resolved', 'when resolved'],
  ['false_alert', 'for a false alert'],
] as const;

function ContentFields({ channel, label }: { channel: 'whatsapp_content' | 'sms_content'; label: string }) {
  return TEXTS.map(([key, when]) => (
    <Form.Item key={key} name={[channel, key]} label={`${label} text ${when}`} rules={[{ max: 2000 }]}>
      <Input.TextArea rows={3} />
    </Form.Item>
  ));
}

/**
 * Add or edit an alert type (spec part 2 §2, §5): tabs Details, Config, WhatsApp and SMS. Name, alias name and the
 * three weights are required; the alias is derived from the name until typed, and read-only once the type exists.
 */
export function AlertTypeFormModal({ record, onClose, onSaved }: RecordFormProps<AlertType>) {
  const { modal, form } = useRecordForm({
    record,
    onClose,
    onSaved,
    noun: 'Alert Type',
    toValues: initialAlertTypeValues,
    create: (values, options) => api.alertTypes.create(alertTypeCreateBody(values), options),
    update: (type, values, options) => api.alertTypes.update(type.id, alertTypeUpdateBody(values), options),
    history: 'alert_types',
  });
  const nature = Form.useWatch('nature', form);
  const aliasTyped = useRef(false);
  const tabs = useFormTabs<TabKey>('details', tabOf);
  // The picker reads the messaging area's notification groups: without that permission it stays closed (a 403 would
  // sign the user out), showing the type's own group.
  const readsNotifications = can(useStoredRoles(useParams().id ?? ''), { 'api/v1/notifications': ['index'] });
  const groups = useRequest(() => api.alertGroups.list().then((response) => response.data ?? []), []);

  const onValuesChange = (changed: Partial<AlertTypeFormValues>) => {
    if (record) return;
    if ('alias_name' in changed) aliasTyped.current = Boolean(changed.alias_name);
    if ('name' in changed && !aliasTyped.current) form.setFieldValue('alias_name', aliasFrom(changed.name ?? ''));
  };

  const details = (
    <>
      <Form.Item
        name="name"
        label="Name"
        rules={[{ required: true, whitespace: true, message: 'Please enter Name' }, { max: 255 }]}
      >
        <Input autoFocus={!record} />
      </Form.Item>
      <Form.Item
        name="alias_name"
        label="Alias Name"
        extra={
          record
            ? 'The alias name cannot change once the alert type exists: devices and alert screens use it.'
            : 'Lower-case letters, digits, _, - or dots. It cannot be changed later.'
        }
        // Checked only when adding: the field is read-only afterwards and the form library would still check it,
        // refusing to save a stored type whatever its alias (spec part 2 §3: "read-only after creation").
        rules={
          record
            ? []
            : [
                { required: true, whitespace: true, message: 'Please enter Alias Name' },
                { max: 100 },
                {
                  pattern: ALIAS_PATTERN,
                  message: 'Use lower-case letters, digits, _, - or dots, starting with a letter or digit',
                },
              ]
        }
      >
        <Input disabled={Boolean(record)} />
      </Form.Item>
      <Form.Item name="nature" label="Nature">
        <Select options={natureOptions} />
      </Form.Item>
      {nature === 'unit' ? (
        <Form.Item name="recent_alert_time" label="Recent Alert Time" extra="Which trigger time a unit alert shows">
          <Select options={recentOptions} />
        </Form.Item>
      ) : null}
      <Form.Item name="status" label="Status">
        <Select options={statusOptions} />
      </Form.Item>
      <Form.Item name="emergency" label="Emergency" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[{ max: 2000 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  );

  const config = (
    <>
      <Form.Item name="alert_group_id" label="Alert Group">
        <Select
          allowClear
          placeholder="None"
          loading={groups.loading}
          notFoundContent={whileLoading(groups.loading, 'alert groups')}
          // The edited type's group reads as its name while the groups load.
          options={(groups.data ?? (record?.alert_group ? [record.alert_group] : [])).map((group) => ({
            value: group.id,
            label: group.name,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="notification_id"
        label="Notification"
        extra={readsNotifications ? undefined : 'You cannot read notification groups, so this cannot change here'}
      >
        <PagedSelect<NotificationGroup>
          single
          disabled={!readsNotifications}
          allowClear
          placeholder="Search notification groups"
          load={loadNotifications}
          toOption={notificationOption}
          knownOptions={record?.notification ? [notificationOption(record.notification)] : []}
          pageSize={NOTIFICATION_PICKER_PAGE}
          noun="notification groups"
        />
      </Form.Item>
      <Form.Item name="auto_resolve" label="Auto-Resolve">
        <Select options={autoResolveOptions} />
      </Form.Item>
      {WEIGHTS.map(([key, label]) => (
        <Form.Item
          key={key}
          name={['weight', key]}
          label={label}
          extra={`Default ${DEFAULT_ALERT_WEIGHTS[key]}`}
          rules={[
            { required: true, message: `Please enter the ${label}` },
            { type: 'integer', min: 0, message: 'Enter a whole number, 0 or more' },
          ]}
        >
          <InputNumber min={0} max={1_000_000} precision={0} step={1} style={{ width: '100%' }} />
        </Form.Item>
      ))}
    </>
  );

  return (
    <RecordFormModal
      {...modal}
      name="alert-type-form"
      onValuesChange={onValuesChange}
      onFinishFailed={tabs.onFinishFailed}
      onFieldsChange={tabs.onFieldsChange}
      formTabLabel="Alert type"
      width={640}
    >
      {tabs.render([
        { key: 'details', label: 'Details', children: details },
        { key: 'config', label: 'Config', children: config },
        { key: 'whatsapp', label: 'WhatsApp', children: <ContentFields channel="whatsapp_content" label="WhatsApp" /> },
        { key: 'sms', label: 'SMS', children: <ContentFields channel="sms_content" label="SMS" /> },
      ])}
    </RecordFormModal>
  );
}
