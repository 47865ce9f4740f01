import { api, describeError, MESSAGES, notify, useOneAtATime, type WorkflowDeviceKind } from '@condo/shared';
import { Alert, Drawer, Form, Input, Upload, type UploadFile } from '@condo/shared/antd';
import { InboxOutlined } from '@condo/shared/icons';
import { DrawerFooter } from '@condo/shared/ui';
import { useState } from 'react';

export interface AddWorkflowDrawerProps {
  kind: WorkflowDeviceKind;
  deviceId: number;
  onClose: () => void;
  /** The upload became the device's current workflow. */
  onUploaded: (workflowId: number | undefined) => void;
}

interface AddWorkflowValues {
  name: string;
  version: string;
}

/** Spec part 1 §2, Add Workflow: Name, Version and one .json file; Submit waits for the file. */
export function AddWorkflowDrawer({ kind, deviceId, onClose, onUploaded }: AddWorkflowDrawerProps) {
  const [form] = Form.useForm<AddWorkflowValues>();
  const [file, setFile] = useState<UploadFile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const { pending: uploading, run: onFinish } = useOneAtATime(async (values: AddWorkflowValues) => {
    const blob = file?.originFileObj;
    if (!blob) return;
    setFailure(null);
    try {
      const response = await api.workflows.upload(kind, deviceId, {
        file: blob,
        fileName: file.name,
        name: values.name.trim(),
        version: values.version.trim(),
      });
      notify.success(MESSAGES.workflowUploaded);
      onUploaded(response.data?.id);
    } catch (error) {
      // The catalogue toast has run; the reason also stays beside the form, and nothing changes.
      setFailure(describeError(error));
    }
  });

  return (
    <Drawer
      open
      title="Add Workflow"
      size={480}
      onClose={onClose}
      footer={
        <DrawerFooter
          onCancel={onClose}
          onSubmit={() => form.submit()}
          submitting={uploading}
          submitDisabled={!file}
          submitLabel="Submit"
        />
      }
    >
      <Form<AddWorkflowValues>
        form={form}
        layout="vertical"
        name="add-workflow"
        onFinish={onFinish}
        disabled={uploading}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Please enter Name' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="version"
          label="Version"
          rules={[{ required: true, whitespace: true, message: 'Please enter Version' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Workflow file" required>
          <Upload.Dragger
            accept=".json,application/json"
            maxCount={1}
            multiple={false}
            fileList={file ? [file] : []}
            beforeUpload={(chosen) => {
              if (/\.json$/i.test(chosen.name)) return false; // kept here, sent with the form
              notify.warning('Please choose a .json file');
              return Upload.LIST_IGNORE;
            }}
            onChange={({ fileList }) => setFile(fileList.at(-1) ?? null)}
            onRemove={() => setFile(null)}
            aria-label="Workflow file (.json)"
          >
            <p style={{ fontSize: 32, margin: 0 }}>
              <InboxOutlined />
            </p>
            <p>Click or drag a .json file to this area</p>
          </Upload.Dragger>
        </Form.Item>
        {failure ? <Alert type="error" showIcon role="alert" title={failure} /> : null}
      </Form>
    </Drawer>
  );
}
