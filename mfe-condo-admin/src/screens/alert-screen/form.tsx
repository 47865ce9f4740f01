import { api, can, type Presentation, useRequest, useStoredRoles } from '@condo/shared';
import { Form, Input, InputNumber, Select, Switch } from '@condo/shared/antd';
import {
  PRESENTATION_ALIGN_LABELS,
  PRESENTATION_SIZE_LABELS,
  RecordFormModal,
  type RecordFormProps,
  useFormTabs,
  useRecordForm,
  whileLoading,
} from '@condo/shared/ui';
import { useParams } from 'react-router-dom';
import { alertScreenBody, initialAlertScreenValues, isWebAddress } from './formValues';
import { AlertScreenStatus } from './list';

type TabKey = 'controls' | 'display';
const DISPLAY_FIELDS = new Set(['title', 'subtitle', 'header', 'footer', 'url', 'icon_url']);
const tabOf = (field: string): TabKey => (DISPLAY_FIELDS.has(field) ? 'display' : 'controls');

/** Every alert type of the condo for the select (a condo has tens, not thousands). */
const ALERT_TYPES_FOR_SELECT = 500;
const sizeOptions = Object.entries(PRESENTATION_SIZE_LABELS).map(([value, label]) => ({ value, label }));
const alignOptions = Object.entries(PRESENTATION_ALIGN_LABELS).map(([value, label]) => ({ value, label }));

const webAddress = (label: string) => ({
  validator: (_: unknown, value: string | null | undefined) =>
    !value?.trim() || isWebAddress(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error(`${label} must be an http or https address`)),
});

/**
 * Add or edit an alert screen (spec part 2 §2, §5): tabs Controls and Display. The URL is required only while the
 * screen is visible; it shows its required mark then.
 */
export function AlertScreenFormModal({ record, onClose, onSaved }: RecordFormProps<Presentation>) {
  const { modal, form } = useRecordForm({
    record,
    onClose,
    onSaved,
    noun: 'Alert Screen',
    toValues: initialAlertScreenValues,
    resource: api.presentations,
    toBody: alertScreenBody,
    history: 'presentations',
  });
  const visibility = Form.useWatch('visibility', form) ?? record?.visibility ?? false;
  const disabled = Form.useWatch('disabled', form) ?? record?.disabled ?? false;
  const tabs = useFormTabs<TabKey>('controls', tabOf);
  // Without alert_types index the select keeps the screen's aliases and cannot change (a 403 would sign out).
  const readsAlertTypes = can(useStoredRoles(useParams().id ?? ''), { 'api/v1/alert_types': ['index'] });
  const alertTypes = useRequest(
    () =>
      readsAlertTypes
        ? api.alertTypes.list({ page: 1, per_page: ALERT_TYPES_FOR_SELECT }).then((response) => response.data ?? [])
        : Promise.resolve([]),
    [readsAlertTypes],
  );

  const controls = (
    <>
      <Form.Item name="alert_types" label="Alert Types" extra="The alerts of these types show on this screen">
        <Select
          mode="multiple"
          allowClear
          disabled={!readsAlertTypes}
          loading={alertTypes.loading}
          notFoundContent={whileLoading(alertTypes.loading, 'alert types')}
          placeholder="Choose alert types"
          optionFilterProp="label"
          options={(alertTypes.data ?? []).map((type) => ({
            value: type.alias_name,
            label: `${type.name} (${type.alias_name})`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="sound"
        label="Sound"
        valuePropName="checked"
        extra="Plays a sound when one of its alerts arrives"
      >
        <Switch />
      </Form.Item>
      <Form.Item name="visibility" label="Visible" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="disabled" label="Disabled" valuePropName="checked">
        <Switch />
      </Form.Item>
      <div style={{ marginBlockEnd: 16 }}>
        Status shown: <AlertScreenStatus screen={{ visibility, disabled }} />
      </div>
      <Form.Item name="expand" label="Size">
        <Select options={sizeOptions} />
      </Form.Item>
      <Form.Item name="align" label="Align">
        <Select options={alignOptions} />
      </Form.Item>
      <Form.Item
        name="position"
        label="Position"
        extra={record ? undefined : 'Empty: after the last screen'}
        rules={[{ type: 'integer', min: 0, message: 'Enter a whole number, 0 or more' }]}
      >
        <InputNumber min={0} max={10_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </>
  );

  const display = (
    <>
      <Form.Item
        name="title"
        label="Title"
        rules={[{ required: true, whitespace: true, message: 'Please enter Title' }, { max: 255 }]}
      >
        <Input autoFocus={!record} />
      </Form.Item>
      <Form.Item name="subtitle" label="Subtitle" rules={[{ max: 255 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="header" label="Header" rules={[{ max: 255 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="footer" label="Footer" rules={[{ max: 255 }]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="url"
        label="URL"
        dependencies={['visibility']}
        required={visibility}
        extra={visibility ? 'Required while the screen is visible' : 'Required only when the screen is visible'}
        rules={[
          { required: visibility, whitespace: true, message: 'Please enter URL: a visible screen needs one' },
          { max: 2000 },
          webAddress('URL'),
        ]}
      >
        <Input inputMode="url" placeholder="https://" />
      </Form.Item>
      <Form.Item name="icon_url" label="Icon URL" rules={[{ max: 2000 }, webAddress('Icon URL')]}>
        <Input inputMode="url" placeholder="https://" />
      </Form.Item>
    </>
  );

  return (
    <RecordFormModal
      {...modal}
      name="alert-screen-form"
      onFinishFailed={tabs.onFinishFailed}
      onFieldsChange={tabs.onFieldsChange}
      formTabLabel="Alert screen"
      width={600}
    >
      {tabs.render([
        { key: 'controls', label: 'Controls', children: controls },
        { key: 'display', label: 'Display', children: display },
      ])}
    </RecordFormModal>
  );
}
