import { type AvailableWebApp, api, type CondoCreateInput, useOneAtATime } from '@condo/shared';
import { Button, Checkbox, Flex, Form, Input, Modal, Radio, Steps } from '@condo/shared/antd';
import { useRef, useState } from 'react';
import { SCHEMA_NAME_PATTERN, schemaNameOf, urlsOf } from './derive';

export interface CreateCondoValues {
  name: string;
  alias_name: string;
  default_country_code: 65 | 91;
  guard_house: string;
  logo_url: string;
  location: string;
  web_ui: string;
  service_ui: string;
  email: string;
  web_apps: string[];
}

const STEPS = [
  {
    title: 'Condo Details',
    fields: [
      'name',
      'alias_name',
      'default_country_code',
      'guard_house',
      'logo_url',
      'location',
      'web_ui',
      'service_ui',
    ],
  },
  { title: 'Admin Details', fields: ['email'] },
  { title: 'Web List', fields: ['web_apps'] },
] as const satisfies readonly { title: string; fields: readonly (keyof CreateCondoValues)[] }[];

const required = (label: string) => ({ required: true, whitespace: true, message: `${label} is required` });
const webAddress = (label: string) => ({
  pattern: /^https?:\/\/\S+$/,
  message: `${label} must start with http:// or https://`,
});

export function toCreateInput(values: CreateCondoValues): CondoCreateInput {
  return {
    name: values.name.trim(),
    alias_name: values.alias_name,
    default_country_code: values.default_country_code,
    email: values.email.trim(),
    url_host: { web_ui: values.web_ui.trim(), service_ui: values.service_ui?.trim() ?? '' },
    location: values.location.trim(),
    web_apps: values.web_apps as CondoCreateInput['web_apps'],
    logo_url: values.logo_url.trim(),
    guard_house: values.guard_house.trim(),
  };
}

export interface CreateCondoWizardProps {
  webApps: readonly AvailableWebApp[];
  onClose: () => void;
  /** After a successful create: the list reloads. */
  onCreated: () => void;
}

/**
 * Spec part 2, Condos list: the 3-step Create Condo wizard. Next checks the step's fields; Done sends
 * `POST /admin/condos`. Spec §8: a failed create closes the form (the API client has shown the server's message).
 */
export function CreateCondoWizard({ webApps, onClose, onCreated }: CreateCondoWizardProps) {
  const [form] = Form.useForm<CreateCondoValues>();
  const [step, setStep] = useState(0);
  // The schema name follows the name until the user types in it.
  const schemaEdited = useRef(false);

  const onValuesChange = (changed: Partial<CreateCondoValues>) => {
    if ('alias_name' in changed) {
      schemaEdited.current = true;
      form.setFieldsValue(urlsOf(changed.alias_name ?? ''));
    } else if ('name' in changed && !schemaEdited.current) {
      const alias = schemaNameOf(changed.name ?? '');
      form.setFieldsValue({ alias_name: alias, ...urlsOf(alias) });
    }
  };

  const next = async () => {
    try {
      await form.validateFields([...(STEPS[step]?.fields ?? [])]);
      setStep((current) => current + 1);
    } catch {
      // The form shows what is missing.
    }
  };

  // One create for a double click on Done (useOneAtATime).
  const { pending: saving, run: done } = useOneAtATime(async () => {
    let values: CreateCondoValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await api.condos.create(toCreateInput(values), { notifySuccess: true });
      onCreated();
    } catch {
      // Spec §8: the form closes; the server's message was toasted.
    } finally {
      onClose();
    }
  });

  const last = step === STEPS.length - 1;
  return (
    <Modal
      open
      title="Create Condo"
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      width={720}
      footer={
        <Flex justify="flex-end" gap="small">
          {step > 0 ? (
            <Button onClick={() => setStep((current) => current - 1)} disabled={saving}>
              Previous
            </Button>
          ) : null}
          {last ? (
            <Button type="primary" onClick={done} loading={saving}>
              Done
            </Button>
          ) : (
            <Button type="primary" onClick={next}>
              Next
            </Button>
          )}
        </Flex>
      }
    >
      <Steps current={step} items={STEPS.map(({ title }) => ({ title }))} style={{ marginBottom: 24 }} />
      <Form<CreateCondoValues>
        form={form}
        layout="vertical"
        name="create-condo"
        aria-label="Create Condo"
        initialValues={{
          default_country_code: 65,
          web_apps: webApps.map((app) => app.alias_name),
          web_ui: '',
          service_ui: '',
        }}
        onValuesChange={onValuesChange}
        disabled={saving}
      >
        <div hidden={step !== 0}>
          <Form.Item name="name" label="Name" rules={[required('Name'), { max: 255 }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="alias_name"
            label="Schema Name"
            rules={[
              required('Schema name'),
              { max: 63 },
              {
                pattern: SCHEMA_NAME_PATTERN,
                message: 'Schema name: lower-case letters and digits joined by single hyphens',
              },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="default_country_code"
            label="Default Country Code"
            rules={[{ required: true, message: 'Default country code is required' }]}
          >
            <Radio.Group
              options={[
                { value: 65, label: '+65 (Singapore)' },
                { value: 91, label: '+91 (India)' },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="guard_house"
            label="Guard House Number"
            rules={[required('Guard house number'), { max: 50 }]}
          >
            <Input inputMode="tel" autoComplete="off" />
          </Form.Item>
          <Form.Item name="logo_url" label="Logo Url" rules={[required('Logo url'), webAddress('Logo url')]}>
            <Input inputMode="url" />
          </Form.Item>
          <Form.Item name="location" label="Map Url" rules={[required('Map url'), webAddress('Map url')]}>
            <Input inputMode="url" />
          </Form.Item>
          <Form.Item name="web_ui" label="Web Url" rules={[required('Web url'), webAddress('Web url')]}>
            <Input inputMode="url" />
          </Form.Item>
          <Form.Item name="service_ui" label="Service Url" rules={[webAddress('Service url')]}>
            <Input inputMode="url" />
          </Form.Item>
        </div>
        <div hidden={step !== 1}>
          <Form.Item
            name="email"
            label="Admin Email"
            extra="An existing account becomes the condo's Admin; a new e-mail is invited by mail."
            rules={[required('Admin email'), { type: 'email', message: 'Enter a valid e-mail address' }]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </div>
        <div hidden={step !== 2}>
          <Form.Item name="web_apps" label="Web Apps">
            <Checkbox.Group options={webApps.map((app) => ({ value: app.alias_name, label: app.name }))} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
