import { Button, Card, Descriptions, Empty, Flex, Form } from '@condo/shared/antd';
import { EditOutlined } from '@condo/shared/icons';
import { useEffect } from 'react';
import { SettingField } from './SettingField';
import { SettingView } from './SettingView';
import type { SettingsGroupDefinition } from './types';
import type { SettingsEditorState } from './useSettingsEditor';

export interface SettingsEditorProps {
  editor: SettingsEditorState;
  /** Hides the Edit buttons (the user may only read). */
  readOnly?: boolean;
}

/**
 * A schema-driven settings document: one card per group, each switching between view and edit on its own.
 * Saving the whole document is the owner's button; it asks `editor.readyToSave()` first.
 */
export function SettingsEditor({ editor, readOnly }: SettingsEditorProps) {
  if (editor.groups.length === 0) return <Empty description="No settings" />;
  return (
    <Flex vertical gap="middle">
      {editor.groups.map((group) => (
        <SettingsGroup key={group.alias_name} group={group} editor={editor} readOnly={readOnly} />
      ))}
    </Flex>
  );
}

function SettingsGroup({
  group,
  editor,
  readOnly,
}: {
  group: SettingsGroupDefinition;
  editor: SettingsEditorState;
  readOnly?: boolean;
}) {
  const alias = group.alias_name;
  const editing = editor.editing.has(alias);
  const values = editor.values[alias] ?? {};
  const [form] = Form.useForm();

  useEffect(() => {
    if (editing) form.setFieldsValue(values);
  }, [editing, form, values]);

  const save = async () => {
    try {
      editor.commitGroup(alias, await form.validateFields());
    } catch {
      // The form shows what is wrong; the group stays open.
    }
  };

  const actions = readOnly ? null : editing ? (
    <Flex gap="small">
      <Button size="small" onClick={() => editor.cancelEditing(alias)} aria-label={`Cancel editing ${group.name}`}>
        Cancel
      </Button>
      <Button size="small" type="primary" onClick={save} aria-label={`Save ${group.name}`}>
        Save
      </Button>
    </Flex>
  ) : (
    <Button
      size="small"
      icon={<EditOutlined />}
      onClick={() => editor.startEditing(alias)}
      aria-label={`Edit ${group.name}`}
    >
      Edit
    </Button>
  );

  return (
    <Card size="small" title={group.name} extra={actions} role="region" aria-label={group.name}>
      {editing ? (
        <Form form={form} layout="vertical" name={`settings-${alias}`} initialValues={values}>
          {group.schema.map((setting) => (
            <SettingField key={setting.name} setting={setting} name={setting.name} />
          ))}
        </Form>
      ) : (
        <Descriptions
          size="small"
          column={1}
          bordered
          items={group.schema.map((setting) => ({
            key: setting.name,
            label: setting.name,
            children: <SettingView value={values[setting.name]} />,
          }))}
        />
      )}
    </Card>
  );
}
