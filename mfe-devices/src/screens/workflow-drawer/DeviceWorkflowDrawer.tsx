import { api, MESSAGES, notify, useRequest, type WorkflowSchemaGroup } from '@condo/shared';
import { Button, Drawer, Typography } from '@condo/shared/antd';
import { formatDateTime, RequestStatus, SettingsEditor, useSettingsEditor } from '@condo/shared/ui';
import { useState } from 'react';
import type { Device } from '../devices/deviceKinds';

export interface DeviceWorkflowDrawerProps {
  device: Device;
  onClose: () => void;
  onChanged: () => void;
  readOnly?: boolean;
}

const noGroups: WorkflowSchemaGroup[] = [];

/** Spec part 1 §2: a v2 vizitin's 'Device workflow', its settings edited group by group, then saved whole. */
export function DeviceWorkflowDrawer({ device, onClose, onChanged, readOnly }: DeviceWorkflowDrawerProps) {
  const schema = useRequest(() => api.workflows.schema(device.id, { silent: true }), [device.id]);
  const editor = useSettingsEditor(schema.data?.groups ?? noGroups);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!editor.readyToSave()) return; // 'Save Your Changes first'
    setSaving(true);
    try {
      await api.workflows.saveSettings(device.id, {
        content: editor.values,
        name: schema.data?.name || `${device.name} workflow`,
      });
      notify.success(MESSAGES.workflowSaved);
      onChanged();
      schema.retry();
    } catch {
      // The API client has shown the failure.
    } finally {
      setSaving(false);
    }
  };

  const updatedBy = schema.data?.updated_by?.name;
  return (
    <Drawer
      open
      title="Device workflow"
      size="min(1100px, 96vw)"
      onClose={onClose}
      extra={
        readOnly ? null : (
          <Button type="primary" onClick={save} loading={saving} disabled={!schema.data}>
            Save
          </Button>
        )
      }
    >
      <RequestStatus
        request={schema}
        loadingLabel="Loading workflow settings"
        errorTitle="The workflow could not be loaded"
        rows={8}
      >
        <Typography.Paragraph type="secondary">
          Updated by: {updatedBy ?? '-'}
          {schema.data?.updated_at ? ` on ${formatDateTime(schema.data.updated_at)}` : ''}
        </Typography.Paragraph>
        <SettingsEditor editor={editor} readOnly={readOnly} />
      </RequestStatus>
    </Drawer>
  );
}
