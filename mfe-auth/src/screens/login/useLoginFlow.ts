import { api, CATALOGUE_TEXT, describeError, notifyAcrossReload, setSession } from '@condo/shared';
import { useCallback, useEffect, useState } from 'react';

export type LoginStep = 'email' | 'otp';
type Pending = 'send' | 'resend' | 'login' | null;

/** A new code may be asked for again after this many seconds (the server rate-limits codes anyway). */
export const RESEND_COOLDOWN_SECONDS = 30;

export interface LoginFlow {
  step: LoginStep;
  email: string;
  /** Which request is running; every button is disabled while one is. */
  pending: Pending;
  /** The server's message for the last failure, shown inline. */
  error: string | null;
  resendIn: number;
  sendOtp: (email: string) => Promise<void>;
  resendOtp: () => Promise<void>;
  login: (otp: string) => Promise<void>;
  changeEmail: () => void;
}

/**
 * Spec part 1 Login and §4: the e-mail step, then the OTP step. A code request that succeeds moves to the OTP
 * step; a login that succeeds stores the session and hands over to `onLoggedIn` (a page reload, after which the
 * host sends the user to the default route).
 */
export function useLoginFlow(onLoggedIn: () => void): LoginFlow {
  const [step, setStep] = useState<LoginStep>('email');
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const [resendIn, setResendIn] = useState(0);

  useEffect(() => {
    if (resendIn <= 0) return;
    const timer = setTimeout(() => setResendIn((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [resendIn]);

  const requestCode = useCallback(async (address: string, kind: 'send' | 'resend') => {
    setPending(kind);
    setError(null);
    try {
      await api.auth.sendOtp(address);
      setEmail(address);
      setResendIn(RESEND_COOLDOWN_SECONDS);
      setStep('otp');
    } catch (failure) {
      setError(describeError(failure, 'The code could not be sent. Please try again.'));
    } finally {
      setPending(null);
    }
  }, []);

  const sendOtp = useCallback((address: string) => requestCode(address.trim(), 'send'), [requestCode]);
  const resendOtp = useCallback(() => requestCode(email, 'resend'), [requestCode, email]);

  const login = useCallback(
    async (otp: string) => {
      setPending('login');
      setError(null);
      try {
        const response = await api.auth.login(email, otp.trim());
        const { token, refresh_token } = response.data;
        setSession({ token, refresh_token, email });
        notifyAcrossReload('success', response.message ?? CATALOGUE_TEXT.saved);
        onLoggedIn(); // the button keeps spinning until the page reloads
      } catch (failure) {
        setError(describeError(failure, 'The code could not be checked. Please try again.'));
        setPending(null);
      }
    },
    [email, onLoggedIn],
  );

  const changeEmail = useCallback(() => {
    setStep('email');
    setError(null);
  }, []);

  return { step, email, pending, error, resendIn, sendOtp, resendOtp, login, changeEmail };
}
