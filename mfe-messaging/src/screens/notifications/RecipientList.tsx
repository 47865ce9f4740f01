import type { NotificationRecipient } from '@condo/shared';
import { Tag } from '@condo/shared/antd';
import { CheckCircleOutlined, CloseCircleOutlined } from '@condo/shared/icons';
import { COLORS, VisuallyHidden } from '@condo/shared/ui';

const CHANNELS = [
  { key: 'sms', label: 'SMS' },
  { key: 'whatsapp', label: 'WhatsApp' },
  { key: 'mail', label: 'Mail' },
] as const;

/**
 * The group's users, one line each: the first name, then SMS, WhatsApp and Mail chips. A channel that is on has a
 * green tick and a solid border, one that is off a grey cross, a dashed border and struck-through text; screen
 * readers hear 'SMS on' / 'SMS off'. The text stays dark on white, so it keeps its contrast either way.
 */
export function RecipientList({ recipients }: { recipients: NotificationRecipient[] }) {
  if (!recipients.length) return <span>No users</span>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {recipients.map((recipient) => (
        <li key={recipient.id} style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '2px 0' }}>
          <span style={{ minWidth: 96 }}>{recipient.first_name}</span>
          {CHANNELS.map(({ key, label }) => {
            const on = recipient[key];
            return (
              <Tag
                key={key}
                data-channel={key}
                data-on={on}
                variant="outlined"
                icon={
                  on ? (
                    <CheckCircleOutlined style={{ color: COLORS.green }} aria-hidden />
                  ) : (
                    <CloseCircleOutlined style={{ color: 'var(--ant-color-text-tertiary)' }} aria-hidden />
                  )
                }
                style={{
                  marginInlineEnd: 0,
                  borderStyle: on ? 'solid' : 'dashed',
                  textDecoration: on ? undefined : 'line-through',
                  background: 'var(--ant-color-bg-container)',
                  color: 'var(--ant-color-text)',
                }}
              >
                {label}
                <VisuallyHidden>{on ? ' on' : ' off'}</VisuallyHidden>
              </Tag>
            );
          })}
        </li>
      ))}
    </ul>
  );
}

RecipientList.exportText = ({ recipients }: { recipients: NotificationRecipient[] }) =>
  recipients.length ? recipients.map((recipient) => recipient.first_name).join(', ') : 'No users';
