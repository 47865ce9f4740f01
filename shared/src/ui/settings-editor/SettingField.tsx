import { Form, type FormRule, Input, InputNumber, Select, Switch } from '@condo/shared/antd';
import type { ReactNode } from 'react';
import type { SettingDefinition } from './types';
import { settingValue } from './values';

type FieldName = string | (string | number)[];

/** Spec part 1 §5: Integer settings have a minimum of 0. */
export const integerMinimum = 0;

const integerRules = (label: string): FormRule[] => [
  {
    validator: (_, value: unknown) =>
      value === null || value === undefined || value === '' || (typeof value === 'number' && value >= integerMinimum)
        ? Promise.resolve()
        : Promise.reject(new Error(`${label} must be ${integerMinimum} or more`)),
  },
];

const options = (values: readonly (string | number)[]) => values.map((value) => ({ value, label: String(value) }));

/** The input of one setting in edit mode, by its data type (allowed_values turn it into a select). */
export function SettingField({ setting, name }: { setting: SettingDefinition; name: FieldName }) {
  const label = setting.label ?? setting.name;
  const allowed = setting.allowed_values?.length ? setting.allowed_values : null;
  const extra = setting.description || undefined;
  // Free text must hold more than spaces; a list at least one item.
  const required: FormRule[] = setting.required
    ? [
        setting.data_type === 'Array'
          ? { required: true, type: 'array', min: 1, message: `${label} is required` }
          : { required: true, whitespace: typeof settingValue(setting) === 'string', message: `${label} is required` },
      ]
    : [];
  switch (setting.data_type) {
    case 'Boolean':
      return (
        <Form.Item name={name} label={label} extra={extra} valuePropName="checked">
          <Switch />
        </Form.Item>
      );
    case 'Integer':
      return (
        <Form.Item name={name} label={label} extra={extra} rules={[...required, ...integerRules(label)]}>
          {allowed ? (
            <Select options={options(allowed)} allowClear />
          ) : (
            <InputNumber min={integerMinimum} precision={0} style={{ width: '100%' }} />
          )}
        </Form.Item>
      );
    case 'Array':
      return (
        <Form.Item name={name} label={label} extra={extra} rules={required}>
          <Select mode={allowed ? 'multiple' : 'tags'} options={allowed ? options(allowed) : []} allowClear />
        </Form.Item>
      );
    case 'Object':
      return <ObjectField setting={setting} name={name} />;
    default:
      return (
        <Form.Item name={name} label={label} extra={extra} rules={required}>
          {allowed ? <Select options={options(allowed)} allowClear /> : <Input />}
        </Form.Item>
      );
  }
}

const fieldsetStyle = {
  border: '1px solid var(--ant-color-border-secondary)',
  borderRadius: 6,
  padding: '8px 12px',
  marginBottom: 16,
};
const legendStyle = { fontSize: 14, width: 'auto', padding: '0 4px', marginBottom: 0, border: 0 };

/** An Object setting: one input per key, chosen by the type of the key's value. */
function ObjectField({ setting, name }: { setting: SettingDefinition; name: FieldName }) {
  const base = Array.isArray(name) ? name : [name];
  const definitions = Array.isArray(setting.values) ? (setting.values as readonly SettingDefinition[]) : null;
  if (definitions) {
    // The schema describes each key: every key gets the input of its own data type.
    return (
      <fieldset style={fieldsetStyle}>
        <legend style={legendStyle}>{setting.name}</legend>
        {definitions.map((inner) => (
          <SettingField key={inner.name} setting={inner} name={[...base, inner.name]} />
        ))}
      </fieldset>
    );
  }
  const value = settingValue(setting);
  const entries = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
  return (
    <fieldset style={fieldsetStyle}>
      <legend style={legendStyle}>{setting.name}</legend>
      {entries.map(([key, inner]) => (
        <ObjectEntry key={key} label={key} sample={inner} name={[...base, key]} />
      ))}
    </fieldset>
  );
}

function ObjectEntry({
  label,
  sample,
  name,
}: {
  label: string;
  sample: unknown;
  name: (string | number)[];
}): ReactNode {
  if (typeof sample === 'boolean') {
    return (
      <Form.Item name={name} label={label} valuePropName="checked">
        <Switch />
      </Form.Item>
    );
  }
  if (typeof sample === 'number') {
    return (
      <Form.Item name={name} label={label} rules={integerRules(label)}>
        <InputNumber min={integerMinimum} style={{ width: '100%' }} />
      </Form.Item>
    );
  }
  if (Array.isArray(sample)) {
    return (
      <Form.Item name={name} label={label}>
        <Select mode="tags" allowClear />
      </Form.Item>
    );
  }
  return (
    <Form.Item name={name} label={label}>
      <Input />
    </Form.Item>
  );
}
