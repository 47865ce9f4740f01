// The field form of spec part 3 §5 in a side panel 35 % wide (§2.4). A failed save keeps what was typed and shows
// the server's message; protected fields (issue_type, priority, status) keep their type, width, flag and options.
import { api, type FormQuestion, type FormType, notify, useRequest } from '@condo/shared';
import { Alert, Checkbox, Drawer, Form, type FormRule, Input, Radio, Select } from '@condo/shared/antd';
import { DrawerFooter, useRecordForm, whileLoading } from '@condo/shared/ui';
import { OptionsEditor } from '../OptionsEditor';
import { SAVED_MESSAGE } from '../useFieldList';
import {
  apiNameOptions,
  type FieldValues,
  fieldName,
  formValuesOf,
  hasOptions,
  inputOf,
  isProtected,
  optionsToSave,
  QUESTION_TYPES,
  unchangedInput,
  WIDTHS,
} from './formValues';

export const FIELD_DRAWER_WIDTH = '35%';

export interface FieldDrawerProps {
  form: FormType;
  incidentForm: FormType | undefined;
  /** The field to edit; null to add one. */
  field: FormQuestion | null;
  onClose: () => void;
  onSaved: () => void;
}

/** A new field goes to the end: the whole form is posted with it last (a save places only what it posts first). */
async function saveField(form: FormType, field: FormQuestion | null, values: FieldValues) {
  const input = inputOf(values, field);
  if (field) await api.formQuestions.update(field.id, form.id, input);
  else {
    const current = (await api.formQuestions.list({ form_type_id: form.id })).data;
    await api.formQuestions.save(form.id, [...current.map(unchangedInput), input]);
  }
  notify.success(SAVED_MESSAGE);
}

export function FieldDrawer({ form, incidentForm, field, onClose, onSaved }: FieldDrawerProps) {
  const {
    form: values,
    save,
    title,
    initialValues,
  } = useRecordForm<FormQuestion, FieldValues>({
    record: field,
    onClose,
    onSaved,
    title: field ? `Edit field: ${field.label}` : 'Add field',
    toValues: (record) => formValuesOf(record ?? null, form.name),
    create: (typed) => saveField(form, null, typed),
    update: (record, typed) => saveField(form, record, typed),
  });
  const locked = isProtected(field);
  // A protected field's fixed parts are saved as stored: what cannot be edited is not checked.
  const unlessLocked = (rules: FormRule[]) => (locked ? undefined : rules);
  const label = Form.useWatch('label', values) ?? field?.label ?? '';
  const questionType = Form.useWatch('question_type', values) ?? field?.question_type;
  const apiEnable = Form.useWatch('api_enable', values) ?? field?.api_enable ?? false;
  const isReport = form.name === 'report';
  const incidentFields = useRequest(
    async () =>
      isReport && incidentForm ? (await api.formQuestions.list({ form_type_id: incidentForm.id })).data : [],
    [isReport, incidentForm?.id],
  );

  return (
    <Drawer
      open
      title={title}
      size={FIELD_DRAWER_WIDTH}
      onClose={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={<DrawerFooter onCancel={onClose} onSubmit={() => values.submit()} submitting={save.saving} />}
    >
      {locked ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${field?.name} is a protected field`}
          description="Its question type, width, required flag and options are fixed, and it cannot be deleted; its label and default value may change."
        />
      ) : null}
      <Form<FieldValues>
        form={values}
        name={`${form.name}-field`}
        aria-label={title}
        layout="vertical"
        initialValues={initialValues}
        onFinish={save.onFinish}
      >
        <Form.Item
          name="label"
          label="Label"
          rules={[{ required: true, whitespace: true, message: 'Label is required' }]}
        >
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item
          label="Name"
          htmlFor={`${form.name}-field-derived-name`}
          extra={field ? 'Fixed once the field exists' : 'Made from the label'}
        >
          <Input
            id={`${form.name}-field-derived-name`}
            readOnly
            value={field?.name ?? fieldName(label, questionType ?? '')}
          />
        </Form.Item>
        <Form.Item name="question_type" label="Question type" rules={unlessLocked([{ required: true }])}>
          <Select disabled={locked} options={QUESTION_TYPES.map((type) => ({ ...type }))} />
        </Form.Item>
        <Form.Item name="required" valuePropName="checked">
          <Checkbox disabled={locked}>Required</Checkbox>
        </Form.Item>
        <Form.Item name="width" label="Width" rules={unlessLocked([{ required: true }])}>
          <Radio.Group disabled={locked} options={WIDTHS[form.name]} />
        </Form.Item>
        {hasOptions(questionType) ? (
          <>
            <Form.Item name="api_enable" valuePropName="checked">
              <Checkbox disabled={locked}>Options from a list of people</Checkbox>
            </Form.Item>
            {apiEnable ? (
              <Form.Item
                name="api_name"
                label="Options from"
                rules={unlessLocked([{ required: true, message: 'Choose where the options come from' }])}
              >
                <Select
                  disabled={locked}
                  options={apiNameOptions(field?.api_name)}
                  placeholder="Employees or residents"
                />
              </Form.Item>
            ) : (
              <Form.Item
                name="options"
                label="Options"
                rules={unlessLocked([
                  {
                    validator: async (_, options: string[] | undefined) => {
                      if (!optionsToSave(options).length) throw new Error('Add at least one option');
                    },
                  },
                ])}
              >
                <OptionsEditor disabled={locked} />
              </Form.Item>
            )}
          </>
        ) : null}
        <Form.Item name="default_value" label="Default value">
          <Input maxLength={1000} />
        </Form.Item>
        {isReport ? (
          <Form.Item name="question_name" label="Drawn from incident fields">
            <Select
              mode="multiple"
              loading={incidentFields.loading}
              notFoundContent={whileLoading(incidentFields.loading, 'incident fields')}
              placeholder="Incident fields"
              options={(incidentFields.data ?? []).map((incident) => ({
                value: incident.name,
                label: `${incident.label} (${incident.name})`,
              }))}
            />
          </Form.Item>
        ) : null}
      </Form>
      {save.failure ? <Alert type="error" showIcon title={save.failure} /> : null}
    </Drawer>
  );
}
