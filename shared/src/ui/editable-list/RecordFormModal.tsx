import { Alert, Form, type FormInstance, type FormProps, Modal } from '@condo/shared/antd';
import type { ReactNode } from 'react';
import { RecordTabs, type RecordTabsProps } from '../history';

export interface RecordFormModalProps<Values> {
  /** 'Add Bot' / 'Edit Bot': the dialog's title and the form's accessible name. */
  title: string;
  /** The form's name (its fields' ids: `bot-form_name`). */
  name: string;
  form: FormInstance<Values>;
  initialValues: FormProps<Values>['initialValues'];
  /** What `useFormSave` returns. */
  save: { saving: boolean; failure: string | null; onFinish: (values: Values) => unknown };
  onClose: () => void;
  /** The edited record's History tab; none for a new record. */
  history?: RecordTabsProps['history'];
  width?: number;
  /** The record is shown, not changed: the fields and Save are disabled. */
  locked?: boolean;
  /** Save is disabled (e.g. until the form's options are in). */
  saveDisabled?: boolean;
  onValuesChange?: FormProps<Values>['onValuesChange'];
  /** A failed validation (a form with tabs shows the tab holding the first error: `useFormTabs`). */
  onFinishFailed?: FormProps<Values>['onFinishFailed'];
  onFieldsChange?: FormProps<Values>['onFieldsChange'];
  /** The form's tab beside History ('Details' unless the form has its own Details tab). */
  formTabLabel?: string;
  /** Above the form, in the Details tab (why it is locked). */
  notice?: ReactNode;
  /** Below the form, in the Details tab (actions of the record beside Save). */
  footer?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The add/edit dialog every record form shares: Save submits the form, a failed save keeps what was typed and shows
 * the server's message under the fields, and an edited record gets its History tab.
 */
export function RecordFormModal<Values>({
  title,
  name,
  form,
  initialValues,
  save,
  onClose,
  history,
  width,
  locked = false,
  saveDisabled = false,
  onValuesChange,
  onFinishFailed,
  onFieldsChange,
  formTabLabel,
  notice,
  footer,
  children,
}: RecordFormModalProps<Values>) {
  return (
    <Modal
      open
      title={title}
      okText="Save"
      onOk={() => form.submit()}
      okButtonProps={{ disabled: locked || saveDisabled }}
      confirmLoading={save.saving}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      width={width}
    >
      <RecordTabs history={history} formLabel={formTabLabel}>
        {notice}
        <Form<Values>
          form={form}
          layout="vertical"
          name={name}
          initialValues={initialValues}
          onFinish={save.onFinish}
          onValuesChange={onValuesChange}
          onFinishFailed={onFinishFailed}
          onFieldsChange={onFieldsChange}
          disabled={save.saving || locked}
          aria-label={title}
        >
          {children}
          {save.failure ? <Alert type="error" showIcon role="alert" title={save.failure} /> : null}
        </Form>
        {footer}
      </RecordTabs>
    </Modal>
  );
}
