import { Button, Form, Input } from '@condo/shared/antd-core';

interface EmailStepProps {
  initialEmail: string;
  pending: boolean;
  onSubmit: (email: string) => void;
}

/** Step 1: the e-mail the one-time code is sent to. */
export function EmailStep({ initialEmail, pending, onSubmit }: EmailStepProps) {
  return (
    <Form
      name="login-email"
      layout="vertical"
      requiredMark={false}
      // The form's own messages, not the browser's bubbles, explain what is wrong.
      noValidate
      initialValues={{ email: initialEmail }}
      onFinish={({ email }: { email: string }) => onSubmit(email)}
      aria-describedby="login-greeting"
    >
      <Form.Item
        label="Email"
        name="email"
        validateFirst
        rules={[
          { required: true, whitespace: true, message: 'Please enter your email' },
          { type: 'email', transform: (value: string) => value?.trim(), message: 'Please enter a valid email' },
        ]}
      >
        <Input type="email" autoComplete="email" autoFocus size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={pending} disabled={pending}>
        Send OTP
      </Button>
    </Form>
  );
}
