import { ConsoleRoot, getEmail, getToken } from '@condo/shared';
import {
  configureTestApi,
  type FakeReply,
  type FakeRequest,
  fakeApi,
  requestsTo,
  testTheme,
} from '@condo/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginScreen } from './LoginScreen';

// Only the API boundary is replaced; the session, the kit and antd are the real ones.
jest.setTimeout(30_000);

const OTP_SENT: FakeReply = { status: 200, body: { data: null, message: 'OTP Sent Successfully.!!!' } };
/** What the two sign-in calls answer: a reply, or a promise of one to hold it back. */
let replies: { sendOtp: FakeReply | Promise<FakeReply>; login: FakeReply | Promise<FakeReply> };
let requests: FakeRequest[];

/** The e-mail (in Authorization) and the body of each call to `POST /admin/<path>`. */
const sent = (path: 'send_otp' | 'login') =>
  requestsTo(requests, 'POST', new RegExp(`/admin/${path}$`)).map((request) => ({
    email: request.headers.Authorization,
    body: request.body,
  }));

function deferred() {
  let resolve!: (reply: FakeReply) => void;
  const promise = new Promise<FakeReply>((done) => (resolve = done));
  return { promise, resolve };
}

function renderLogin() {
  configureTestApi();
  const onLoggedIn = jest.fn();
  render(
    <ConsoleRoot theme={testTheme}>
      <LoginScreen onLoggedIn={onLoggedIn} />
    </ConsoleRoot>,
  );
  return { onLoggedIn };
}

async function reachOtpStep(email = 'admin@sunrise.sg') {
  const result = renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText('OTP');
  return result;
}

describe('Login', () => {
  beforeEach(() => {
    replies = { sendOtp: OTP_SENT, login: { status: 401, body: { message: 'Invalid OTP' } } };
    ({ requests } = fakeApi({
      'POST /admin/send_otp': () => replies.sendOtp,
      'POST /admin/login': () => replies.login,
    }));
    for (const name of ['token', 'refresh_token', 'email', 'active']) {
      // biome-ignore lint/suspicious/noDocumentCookie: a test clearing the session cookies between cases.
      document.cookie = `${name}=; max-age=0; path=/`;
    }
  });

  it('shows the product, the e-mail greeting and a focused Email field', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Smart Condo Management' })).toBeInTheDocument();
    expect(screen.getByText('one stop solution to all condo management needs')).toBeInTheDocument();
    expect(screen.getByText('Hello Guest, Please enter your email and get the OTP')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('autocomplete', 'email');
    // The form's messages, not the browser's validation bubbles.
    expect(email.closest('form')).toHaveAttribute('novalidate');
  });

  it('requires an e-mail, and a valid one, before asking for a code', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(sent('send_otp')).toEqual([]);
  });

  it('disables the button while the code request is pending, then moves to the OTP step', async () => {
    const answer = deferred();
    replies.sendOtp = answer.promise;
    renderLogin();

    await userEvent.type(screen.getByLabelText('Email'), '  admin@sunrise.sg ');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    await waitFor(() => expect(screen.getByRole('button', { name: /Send OTP/ })).toBeDisabled());
    expect(sent('send_otp').map((call) => call.email)).toEqual(['admin@sunrise.sg']);

    await act(async () => answer.resolve(OTP_SENT));
    expect(
      await screen.findByText('Hello Guest, Please enter the OTP code to login to the system'),
    ).toBeInTheDocument();
    const otp = screen.getByLabelText('OTP');
    expect(otp).toHaveFocus();
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('admin@sunrise.sg')).toBeInTheDocument();
  });

  it('shows the server message when the code cannot be sent, keeping the typed e-mail', async () => {
    replies.sendOtp = { status: 404, body: { message: 'User not found' } };
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@sunrise.sg');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('nobody@sunrise.sg');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });

  it('requires the code', async () => {
    await reachOtpStep();
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter the OTP')).toBeInTheDocument();
    expect(sent('login')).toEqual([]);
  });

  it('shows the server message on a wrong code and keeps the e-mail', async () => {
    await reachOtpStep();
    replies.login = { status: 401, body: { message: 'Invalid OTP' } };

    await userEvent.type(screen.getByLabelText('OTP'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(sent('login')).toEqual([{ email: 'admin@sunrise.sg', body: { otp_token: '000000' } }]);
    expect(screen.getByText('admin@sunrise.sg')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByLabelText('Email')).toHaveValue('admin@sunrise.sg');
  });

  it('disables Login while the code is checked, stores the session and hands over', async () => {
    const { onLoggedIn } = await reachOtpStep();
    const answer = deferred();
    replies.login = answer.promise;

    await userEvent.type(screen.getByLabelText('OTP'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Login/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Change email' })).toBeDisabled();
    expect(sent('login')).toEqual([{ email: 'admin@sunrise.sg', body: { otp_token: '123456' } }]);

    await act(async () =>
      answer.resolve({
        status: 200,
        body: { data: { token: 'jwt-token', refresh_token: 'refresh' }, message: 'Login Successfully.!!!' },
      }),
    );
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(getToken()).toBe('jwt-token');
    expect(getEmail()).toBe('admin@sunrise.sg');
  });

  it('lets the user ask for a new code once the cool-down has passed', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderLogin();
      await user.type(screen.getByLabelText('Email'), 'admin@sunrise.sg');
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      expect(await screen.findByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();

      for (let second = 0; second < 30; second++) act(() => jest.advanceTimersByTime(1000));
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
      await waitFor(() => expect(sent('send_otp')).toHaveLength(2));
      expect(sent('send_otp').at(-1)?.email).toBe('admin@sunrise.sg');
    } finally {
      jest.useRealTimers();
    }
  });
});
