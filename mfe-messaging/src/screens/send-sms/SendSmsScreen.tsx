import { api, describeError, notify, PageHeader, type SmsInput, useOneAtATime } from '@condo/shared';
import { Button, Card, Form, Input, Select } from '@condo/shared/antd';

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
 * its final status there). The outcome goes through the common notices (§7: the server's message as a success
 * notice; §8: failures through the common error notice, a failed look-up with the server's message); a failure
 * keeps what was typed.
 */
export function SendSmsScreen() {
  const [form] = Form.useForm<SmsForm>();
  // One send at a time: a double click looks the resident up and queues the SMS once.
  const { pending: sending, run: sendOnce } = useOneAtATime(async (values: SmsForm) => {
    const { phone } = values;
    try {
      // Silent, then the server's own message: the catalogue would say only 'Not Found.!!!' for an unknown phone.
      const resident = await api.sms.residentByPhone(phone, { silent: true }).catch((error: unknown) => {
        notify.error(describeError(error));
        return null;
      });
      if (!resident) return;
      await api.sms.send(
        {
          phone,
          // Sent as the resident record holds it: the API takes 65 or 91 here and answers 422 for any other code.
          country_code: resident.data.country_code as SmsInput['country_code'],
          recipient_type: values.recipient_type,
          recipient_id: resident.data.id,
          content: values.content,
        },
        { notifySuccess: true },
      );
      form.setFieldValue('content', '');
    } catch {
      // The common error notice has shown the failure (spec part 2 §8); what was typed stays.
    }
  });
  // The form has checked the message; spec part 2 §5: Send does nothing with an empty phone.
  const send = (values: SmsForm) => (values.phone ? sendOnce(values) : undefined);

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
          <Button type="primary" htmlType="submit" loading={sending}>
            Send
          </Button>
        </Form>
      </Card>
    </section>
  );
}
