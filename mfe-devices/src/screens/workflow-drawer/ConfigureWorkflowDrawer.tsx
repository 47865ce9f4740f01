import { api, MESSAGES, notify, useRequest, type Workflow, type WorkflowDeviceKind } from '@condo/shared';
import { Button, Drawer, Flex, Modal, Table, type TableColumnsType, Tag, Tooltip } from '@condo/shared/antd';
import { DownloadOutlined, EyeOutlined, PlusOutlined } from '@condo/shared/icons';
import { formatDateTime, JsonView, RequestStatus } from '@condo/shared/ui';
import { useEffect, useState } from 'react';
import type { Device } from '../devices/deviceKinds';
import { AddWorkflowDrawer } from './AddWorkflowDrawer';
import { canMakeCurrent, currentWorkflowId, downloadWorkflow } from './workflowFile';

export interface ConfigureWorkflowDrawerProps {
  kind: WorkflowDeviceKind;
  device: Device & { workflow_id?: number | null };
  onClose: () => void;
  onChanged: () => void;
}

/** Spec part 1 §2, 'Configure Workflow': uploaded workflows, one current (the radio), View JSON, Download, Add. */
export function ConfigureWorkflowDrawer({ kind, device, onClose, onChanged }: ConfigureWorkflowDrawerProps) {
  const [attempt, setAttempt] = useState(0);
  const list = useRequest(
    async () => (await api.workflows.list(kind, device.id, { silent: true })).data ?? [],
    [kind, device.id, attempt],
  );
  const workflows = list.data ?? [];
  // The spec's list carries no `current` flag: the device's workflow_id says which, and a Make Current or an
  // upload made here moves it before the device row is fetched again.
  const [deviceCurrentId, setDeviceCurrentId] = useState<number | null>(device.workflow_id ?? null);
  const currentId = list.data ? currentWorkflowId(workflows, deviceCurrentId) : null;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [viewing, setViewing] = useState<Workflow | null>(null);
  const [adding, setAdding] = useState(false);
  const [saving, setSaving] = useState(false);

  // Each fresh list selects the current workflow.
  useEffect(() => {
    if (list.data) setSelectedId(currentWorkflowId(list.data, deviceCurrentId));
  }, [list.data, deviceCurrentId]);

  // A workflow fetch failure is only logged (spec part 1 §7); the drawer offers Retry.
  useEffect(() => {
    if (list.error) console.error('Workflows could not be loaded', list.error);
  }, [list.error]);

  const makeCurrent = async () => {
    if (!canMakeCurrent(selectedId, currentId) || selectedId === null) return;
    setSaving(true);
    try {
      await api.workflows.makeCurrent(kind, device.id, selectedId);
      setDeviceCurrentId(selectedId);
      notify.success(MESSAGES.workflowUpdated);
      setAttempt((count) => count + 1);
      onChanged();
    } catch {
      // The API client has shown the failure.
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<Workflow> = [
    {
      key: 'name',
      title: 'Name',
      render: (_, workflow) => (
        <Flex gap="small" align="center">
          {workflow.name}
          {workflow.id === currentId ? <Tag color="green">Current</Tag> : null}
        </Flex>
      ),
    },
    { key: 'version', title: 'Version', dataIndex: 'version' },
    {
      key: 'created_by',
      title: 'Created By',
      render: (_, workflow) => (
        <Tooltip title={formatDateTime(workflow.created_at)}>
          <span>{workflow.created_by?.name ?? '-'}</span>
        </Tooltip>
      ),
    },
    {
      key: 'operation',
      title: 'Operation',
      render: (_, workflow) => (
        <Flex gap="small">
          <Button
            size="small"
            icon={<EyeOutlined />}
            onClick={() => setViewing(workflow)}
            aria-label={`View JSON of ${workflow.name}`}
          >
            View JSON
          </Button>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => downloadWorkflow(workflow)}
            aria-label={`Download ${workflow.name}`}
          >
            Download
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Drawer
      open
      title="Configure Workflow"
      size={760}
      onClose={onClose}
      extra={
        <Flex gap="small">
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add
          </Button>
          <Button
            type="primary"
            disabled={!canMakeCurrent(selectedId, currentId)}
            loading={saving}
            onClick={makeCurrent}
          >
            Make Current
          </Button>
        </Flex>
      }
    >
      <RequestStatus request={list} loadingLabel="Loading workflows" errorTitle="The workflows could not be loaded">
        <Table<Workflow>
          aria-label="Workflows"
          size="small"
          rowKey="id"
          columns={columns}
          dataSource={workflows}
          pagination={false}
          loading={list.loading}
          rowSelection={{
            type: 'radio',
            selectedRowKeys: selectedId === null ? [] : [selectedId],
            onChange: (keys) => setSelectedId(keys.length ? Number(keys[0]) : null),
            getCheckboxProps: (workflow) => ({ 'aria-label': `Select ${workflow.name}` }),
          }}
          locale={{ emptyText: 'No workflows uploaded yet' }}
        />
      </RequestStatus>
      <Modal
        open={viewing !== null}
        title={viewing ? `${viewing.name} (${viewing.version})` : ''}
        footer={null}
        width={720}
        onCancel={() => setViewing(null)}
      >
        {viewing ? <JsonView value={viewing.content} /> : null}
      </Modal>
      {adding ? (
        <AddWorkflowDrawer
          kind={kind}
          deviceId={device.id}
          onClose={() => setAdding(false)}
          onUploaded={(id) => {
            setAdding(false);
            if (id !== undefined) {
              setSelectedId(id);
              setDeviceCurrentId(id);
            }
            setAttempt((count) => count + 1);
            onChanged();
          }}
        />
      ) : null}
    </Drawer>
  );
}
