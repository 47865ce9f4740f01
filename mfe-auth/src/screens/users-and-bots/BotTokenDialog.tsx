import { notify } from '@condo/shared';
import { Alert, Button, Flex, Input, Modal } from '@condo/shared/antd';
import { CopyOutlined } from '@condo/shared/icons';
import { useState } from 'react';

/** A token the server just made: after a bot is added, or its token rotated. */
export interface IssuedToken {
  botName: string;
  token: string;
}

export const TOKEN_SHOWN_ONCE = 'Copy this token now: it will not be shown again.';

/**
 * Shows a bot's new token once, with a Copy button. The token lives only in this dialog's props: lists never carry
 * it, and closing the dialog forgets it (the device must be given it now, or the token rotated again).
 */
export function BotTokenDialog({ botName, token, onClose }: IssuedToken & { onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
      notify.success('Token copied');
    } catch {
      notify.warning('The browser did not allow copying: select the token and copy it by hand.');
    }
  };
  return (
    <Modal
      open
      title={`Token of ${botName}`}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={TOKEN_SHOWN_ONCE} />
      <Flex gap="small">
        <Input
          readOnly
          value={token}
          aria-label="Bot token"
          style={{ fontFamily: 'monospace' }}
          onFocus={(event) => event.target.select()}
        />
        <Button icon={<CopyOutlined />} onClick={copy} aria-live="polite">
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Flex>
    </Modal>
  );
}
