// Profile menu → "Remote overrides": point one area at another URL in this browser only (allowed origins only).
import { Form, Input, Modal, Select, Typography } from '@condo/shared/antd';
import { useState } from 'react';
import { setOverride } from '../areas/overrides';
import type { EnvironmentManifest } from '../environment';
import type { AreaName } from '../routes/route-table';

interface OverrideDialogProps {
  env: EnvironmentManifest;
  open: boolean;
  onClose: () => void;
}

export function OverrideDialog({ env, open, onClose }: OverrideDialogProps) {
  const [form] = Form.useForm<{ area: AreaName; url: string }>();
  const [error, setError] = useState<string | null>(null);
  const allowed = env.overrides?.allowedOrigins ?? [];
  return (
    <Modal
      title="Remote overrides"
      open={open}
      okText="Override and reload"
      onCancel={onClose}
      onOk={async () => {
        const { area, url } = await form.validateFields();
        try {
          setOverride(env, area, url);
          window.location.reload();
        } catch (e) {
          setError((e as Error).message);
        }
      }}
    >
      <Typography.Paragraph type="secondary">
        Load one area from another URL (for example your local dev server) in this browser only.{' '}
        {allowed.length
          ? `Allowed origins: ${allowed.join(', ')}.`
          : `The "${env.name}" environment allows no overrides.`}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="area" label="Area" rules={[{ required: true, message: 'Choose an area' }]}>
          <Select options={Object.keys(env.remotes).map((area) => ({ value: area, label: area }))} />
        </Form.Item>
        <Form.Item
          name="url"
          label="Manifest or remoteEntry URL"
          rules={[{ required: true, message: 'Enter the URL of mf-manifest.json or remoteEntry.js' }]}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input placeholder="http://localhost:3001/mf-manifest.json" onChange={() => setError(null)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
