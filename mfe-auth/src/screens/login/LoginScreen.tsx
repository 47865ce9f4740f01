import { LazyAlert as Alert, preloadAlert, LightTypography as Typography, theme } from '@condo/shared/antd-core';
import { useEffect } from 'react';
import { EmailStep } from './EmailStep';
import { OtpStep } from './OtpStep';
import { useLoginFlow } from './useLoginFlow';

export const greetings = {
  email: 'Hello Guest, Please enter your email and get the OTP',
  otp: 'Hello Guest, Please enter the OTP code to login to the system',
} as const;

export interface LoginScreenProps {
  /** After the session is stored. The host sends a signed-in user from / to the default route on load. */
  onLoggedIn?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * Spec part 1, Login: the first paint of the product. It draws with a handful of kit components and no icons,
 * images or date code, so the page is usable as soon as the kit is in.
 */
export function LoginScreen({ onLoggedIn = reloadPage }: LoginScreenProps) {
  const flow = useLoginFlow(onLoggedIn);
  const { token } = theme.useToken();
  // A request may end in an error to show: fetch antd's Alert while it runs, so the error draws in full at once.
  useEffect(() => {
    if (flow.pending) preloadAlert();
  }, [flow.pending]);
  return (
    // The host's outlet is already the page's <main>.
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: `linear-gradient(160deg, ${token.colorBgLayout} 0%, ${token.colorPrimaryBg} 100%)`,
      }}
    >
      <header style={{ textAlign: 'center', marginBottom: 24 }}>
        <Typography.Title level={1} style={{ fontSize: 28, marginBottom: 4 }}>
          Smart Condo Management
        </Typography.Title>
        <Typography.Text type="secondary">one stop solution to all condo management needs</Typography.Text>
      </header>
      {/* A card drawn with the theme's tokens: antd's Card would bring its tabs and menus to the first screen. */}
      <section
        aria-label="Sign in"
        style={{
          width: '100%',
          maxWidth: 400,
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Typography.Paragraph id="login-greeting" strong>
          {greetings[flow.step]}
        </Typography.Paragraph>
        {flow.error ? <Alert type="error" showIcon title={flow.error} style={{ marginBottom: 16 }} /> : null}
        {flow.step === 'email' ? (
          <EmailStep initialEmail={flow.email} pending={flow.pending !== null} onSubmit={flow.sendOtp} />
        ) : (
          <OtpStep flow={flow} />
        )}
      </section>
    </div>
  );
}
