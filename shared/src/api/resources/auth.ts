import { getRefreshToken, getToken } from '../../session/cookies';
import { refreshTokens } from '../http';
import type { CallOptions, Client } from '../request';

/** The error catalogue's 200 rule applies here too: 'OTP Sent Successfully.!!!' is toasted (spec part 1 §7, §8). */
const atLogin: CallOptions = { keepSession: true, notifySuccess: true };

/** Sign-in calls. send_otp and login carry the e-mail in Authorization and never end a session. */
export const auth = ({ send }: Client) => ({
  /** `POST /admin/send_otp`: mails a one-time code. */
  sendOtp: (email: string, options?: CallOptions) =>
    send(
      { method: 'POST', path: '/admin/send_otp', scope: 'global' },
      {},
      { ...atLogin, ...options },
      {
        authorization: email,
      },
    ),

  /**
   * `POST /admin/login` with `{ otp_token }` → `{ token, refresh_token }`; store them with `setSession`. The page
   * reloads after a login, so the caller toasts its message with `notifyAcrossReload`.
   */
  login: (email: string, otp_token: string, options?: CallOptions) =>
    send(
      { method: 'POST', path: '/admin/login', scope: 'global' },
      { body: { otp_token } },
      { ...atLogin, notifySuccess: false, ...options },
      { authorization: email },
    ),

  /** `GET /public_key` → the PEM (SPKI) that signs tokens. */
  publicKey: (options?: CallOptions) => {
    const token = getToken();
    return send(
      { path: '/public_key', scope: 'global' },
      {},
      { silent: true, keepSession: true, ...options },
      {
        authorization: token ? `JWT ${token}` : '',
        headers: { 'Refresh-Token': getRefreshToken() ?? '' },
      },
    );
  },

  /** `GET /refresh_token` once, as is. Calls that need a fresh token use `refreshSession()` instead. */
  refresh: () => refreshTokens(),
});
