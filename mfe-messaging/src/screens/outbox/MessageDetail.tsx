import { api, can, loadRoles, messageStatusLabel, type SentMessageDetail, useRequest } from '@condo/shared';
import { Button, Descriptions, Modal, Table } from '@condo/shared/antd';
import { formatDateTime, RequestStatus, SandboxedHtml } from '@condo/shared/ui';
import { useState } from 'react';
import { MessageStatusTag, recipientContact } from './list';

export interface MessageDetailProps {
  id: number;
  condo: string;
  onClose: () => void;
  /** After a resend: the list shows the new message on its next refresh. */
  onResent: () => void;
}

/** Statuses a user may send again from (the API refuses the others too). */
const RESENDABLE = ['failed', 'undelivered'];

function firstSender(from: SentMessageDetail['from']): string {
  return Array.isArray(from) ? (from[0] ?? '-') : from || '-';
}

function recipientLine(message: SentMessageDetail): string {
  return [message.recipient.full_name, recipientContact(message)].filter(Boolean).join(' · ') || '-';
}

/** A mail body is HTML; a plain-text one keeps its line breaks. */
function asHtml(content: string): string {
  if (/<[a-z][\s\S]*>/i.test(content)) return content;
  const escaped = content.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );
  return `<pre style="white-space:pre-wrap;font:inherit">${escaped}</pre>`;
}

/** Spec part 1 §2 Outbox: the read-only detail of one message, with the history of its statuses. */
export function MessageDetail({ id, condo, onClose, onResent }: MessageDetailProps) {
  const request = useRequest(() => api.outboxes.get(id).then((response) => response.data), [id]);
  const [resending, setResending] = useState(false);
  const message = request.data;
  const mayResend = can(loadRoles(condo), { 'api/v1/outboxes': ['resend'] });

  const resend = async () => {
    setResending(true);
    try {
      await api.outboxes.resend(id, { notifySuccess: true });
      onResent();
      request.retry();
    } catch {
      // the API client has shown the server's message
    } finally {
      setResending(false);
    }
  };

  const footer = [
    message && mayResend && RESENDABLE.includes(message.status) ? (
      <Button key="resend" type="primary" loading={resending} onClick={resend}>
        Resend
      </Button>
    ) : null,
    <Button key="close" onClick={onClose}>
      Close
    </Button>,
  ];

  return (
    <Modal open title="Message details" onCancel={onClose} footer={footer} width={760} destroyOnHidden>
      <RequestStatus request={request} loadingLabel="Loading the message" errorTitle="The message could not be loaded">
        {message ? (
          <>
            <Descriptions
              column={1}
              bordered
              size="small"
              items={[
                { key: 'from', label: 'From', children: firstSender(message.from) },
                { key: 'recipient', label: 'Recipient', children: recipientLine(message) },
                { key: 'msg_id', label: 'Message ID', children: message.msg_id ?? '-' },
                { key: 'status', label: 'Status', children: <MessageStatusTag status={message.status} /> },
                ...(message.medium === 'mail'
                  ? [{ key: 'subject', label: 'Subject', children: message.subject ?? '-' }]
                  : [
                      {
                        key: 'message',
                        label: 'Message',
                        children: <span style={{ whiteSpace: 'pre-wrap' }}>{message.content}</span>,
                      },
                    ]),
                ...(message.last_error ? [{ key: 'error', label: 'Last error', children: message.last_error }] : []),
              ]}
            />
            {message.medium === 'mail' ? (
              <div style={{ marginTop: 16 }}>
                <SandboxedHtml html={asHtml(message.content)} title="Mail body" />
              </div>
            ) : null}
            <Table
              style={{ marginTop: 16 }}
              aria-label="Status history"
              size="small"
              pagination={false}
              rowKey={(_, index) => String(index)}
              dataSource={message.history}
              columns={[
                {
                  key: 'status',
                  title: 'Status',
                  dataIndex: 'status',
                  render: (value: string) => messageStatusLabel(value),
                },
                { key: 'at', title: 'At', dataIndex: 'created_at', render: (value: string) => formatDateTime(value) },
                { key: 'detail', title: 'Detail', dataIndex: 'detail', render: (value: string | null) => value ?? '' },
              ]}
            />
          </>
        ) : null}
      </RequestStatus>
    </Modal>
  );
}
