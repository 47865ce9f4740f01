import { Button, Card, Descriptions, Empty, Flex, Form, Typography } from '@condo/shared/antd';
import { EditOutlined } from '@condo/shared/icons';
import { useEffect, useState } from 'react';
import { SettingField } from './SettingField';
import { SettingView } from './SettingView';
import type { SettingsGroupDefinition } from './types';
import type { SettingsEditorState } from './useSettingsEditor';

export interface SettingsEditorProps {
  editor: SettingsEditorState;
  /** Hides the Edit buttons (the user may only read). */
  readOnly?: boolean;
  /**
   * Saves one group on its own Save (dashboard rules: `PUT /api/v1/settings/{alias}`): the group closes only when
   * this resolves; a failure keeps it open with what was typed. Without it, Save keeps the values for the owner's
   * save of the whole document (device workflows).
   */
  onSaveGroup?: (alias: string, values: Record<string, unknown>) => Promise<void>;
  /** The groups side by side, this many to a row (default one under another). */
  columns?: number;
}

/**
 * A schema-driven settings document: one card per group, each switching between view and edit on its own.
 * Saving the whole document is the owner's button; it asks `editor.readyToSave()` first.
 */
export function SettingsEditor({ editor, readOnly, onSaveGroup, columns }: SettingsEditorProps) {
  if (editor.groups.length === 0) return <Empty description="No settings" />;
  const groups = editor.groups.map((group) => (
    <SettingsGroup key={group.alias_name} group={group} editor={editor} readOnly={readOnly} onSaveGroup={onSaveGroup} />
  ));
  if (columns && columns > 1) {
    return (
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 16 }}>
        {groups}
      </div>
    );
  }
  return (
    <Flex vertical gap="middle">
      {groups}
    </Flex>
  );
}

function SettingsGroup({
  group,
  editor,
  readOnly,
  onSaveGroup,
}: {
  group: SettingsGroupDefinition;
  editor: SettingsEditorState;
  readOnly?: boolean;
  onSaveGroup?: SettingsEditorProps['onSaveGroup'];
}) {
  const alias = group.alias_name;
  const editing = editor.editing.has(alias);
  const values = editor.values[alias] ?? {};
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (editing) form.setFieldsValue(values);
  }, [editing, form, values]);

  const save = async () => {
    let edited: Record<string, unknown>;
    try {
      edited = await form.validateFields();
    } catch {
      return; // The form shows what is wrong; the group stays open.
    }
    if (!onSaveGroup) {
      editor.commitGroup(alias, edited);
      return;
    }
    setSaving(true);
    try {
      await onSaveGroup(alias, { ...values, ...edited });
      editor.commitGroup(alias, edited);
    } catch {
      // The server's message was shown; the group stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };

  const actions = readOnly ? null : editing ? (
    <Flex gap="small">
      <Button size="small" onClick={() => editor.cancelEditing(alias)} aria-label={`Cancel editing ${group.name}`}>
        Cancel
      </Button>
      <Button size="small" type="primary" onClick={save} loading={saving} aria-label={`Save ${group.name}`}>
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
        <Form form={form} layout="vertical" name={`settings-${alias}`} initialValues={values} disabled={saving}>
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
            label: setting.label ?? setting.name,
            children: <SettingView value={values[setting.name]} />,
          }))}
        />
      )}
      {group.note ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          {group.note}
        </Typography.Text>
      ) : null}
    </Card>
  );
}
