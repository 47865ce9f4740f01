import { api, describeError, PageHeader } from '@condo/shared';
import { Alert, Button, Card, Form, Input, Select } from '@condo/shared/antd';
import { useState } from 'react';

/** Spec part 2 §5 and §9: digits only, at most 12; the message at most 400 characters. */
export const PHONE_MAX = 12;
export const MESSAGE_MAX = 400;

interface SmsForm {
  recipient_type: 'resident';
  phone: string;
  content: string;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, PHONE_MAX);

/**
 * Spec part 2, Send SMS: find the resident by phone, then queue the SMS (it appears in the Outbox and walks to
 * its final status there). A failure shows the server's message and keeps what was typed.
 */
export function SendSmsScreen() {
  const [form] = Form.useForm<SmsForm>();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const send = async () => {
    const phone = form.getFieldValue('phone') as string | undefined;
    if (!phone) return; // spec part 2 §5: Send does nothing with an empty phone
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSending(true);
    setOutcome(null);
    try {
      const resident = await api.sms.residentByPhone(phone, { silent: true }).catch((error: unknown) => {
        throw new Error(describeError(error));
      });
      const response = await api.sms.send(
        {
          phone,
          country_code: resident.data.country_code,
          recipient_type: values.recipient_type,
          recipient_id: resident.data.id,
          content: values.content,
        },
        { silent: true },
      );
      setOutcome({ type: 'success', text: response.message ?? 'SMS queued for delivery' });
      form.setFieldValue('content', '');
    } catch (error) {
      setOutcome({ type: 'error', text: describeError(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-label="Send SMS">
      <PageHeader title="SMS" subtitle="Send an SMS to a resident" />
      <Card style={{ maxWidth: 640 }}>
        <Form<SmsForm>
          form={form}
          layout="vertical"
          initialValues={{ recipient_type: 'resident', phone: '', content: '' }}
          onFinish={send}
          requiredMark
        >
          <Form.Item name="recipient_type" label="Recipient Type">
            <Select aria-label="Recipient Type" options={[{ value: 'resident', label: 'Resident' }]} />
          </Form.Item>
          <Form.Item
            name="phone"
            label="Phone"
            required
            getValueFromEvent={(event: { target: { value: string } }) => digitsOnly(event.target.value)}
            extra="Digits only, without the country code"
          >
            <Input inputMode="numeric" maxLength={PHONE_MAX} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="content"
            label="Message"
            rules={[{ required: true, whitespace: true, message: 'Please enter the message' }]}
          >
            <Input.TextArea rows={5} maxLength={MESSAGE_MAX} showCount />
          </Form.Item>
          {outcome ? (
            <Alert
              role={outcome.type === 'error' ? 'alert' : 'status'}
              type={outcome.type}
              showIcon
              title={outcome.text}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Button type="primary" htmlType="submit" loading={sending}>
            Send
          </Button>
        </Form>
      </Card>
    </section>
  );
}
