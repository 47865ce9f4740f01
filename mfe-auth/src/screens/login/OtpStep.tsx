import { Button, Flex, Form, Input, LightTypography as Typography } from '@condo/shared/antd-core';
import type { LoginFlow } from './useLoginFlow';

interface OtpStepProps {
  flow: LoginFlow;
}

/** Step 2: the one-time code, with ways back to change the e-mail or ask for a new code. */
export function OtpStep({ flow }: OtpStepProps) {
  const busy = flow.pending !== null;
  return (
    <Form
      name="login-otp"
      layout="vertical"
      requiredMark={false}
      noValidate
      onFinish={({ otp }: { otp: string }) => flow.login(otp)}
      aria-describedby="login-greeting"
    >
      <Typography.Paragraph type="secondary">
        Code sent to <Typography.Text strong>{flow.email}</Typography.Text>
      </Typography.Paragraph>
      <Form.Item
        label="OTP"
        name="otp"
        // Codes pasted from a mail often carry spaces.
        normalize={(value: string) => value?.replace(/\s+/g, '')}
        rules={[{ required: true, message: 'Please enter the OTP' }]}
      >
        <Input autoComplete="one-time-code" inputMode="numeric" autoFocus size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={flow.pending === 'login'} disabled={busy}>
        Login
      </Button>
      <Flex justify="space-between" style={{ marginTop: 12 }}>
        <Button type="link" style={{ paddingInline: 0 }} onClick={flow.changeEmail} disabled={busy}>
          Change email
        </Button>
        <Button
          type="link"
          style={{ paddingInline: 0 }}
          onClick={flow.resendOtp}
          loading={flow.pending === 'resend'}
          disabled={busy || flow.resendIn > 0}
        >
          {flow.resendIn > 0 ? `Resend OTP in ${flow.resendIn}s` : 'Resend OTP'}
        </Button>
      </Flex>
    </Form>
  );
}
