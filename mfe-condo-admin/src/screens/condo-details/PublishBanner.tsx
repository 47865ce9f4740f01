import { Alert, Button, Space } from '@condo/shared/antd';

export interface PublishBannerProps {
  publishing: boolean;
  onDiscard: () => void;
  onPublish: () => void;
}

/** Spec part 2, Condo details: the Unpublish changes banner an allow-login change raises. */
export function PublishBanner({ publishing, onDiscard, onPublish }: PublishBannerProps) {
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      title="Unpublish changes"
      description="Resident login has changed. Publish the change to apply it, or discard it."
      action={
        <Space>
          <Button onClick={onDiscard} disabled={publishing}>
            Discard all
          </Button>
          <Button type="primary" onClick={onPublish} loading={publishing}>
            Publish changes
          </Button>
        </Space>
      }
    />
  );
}
