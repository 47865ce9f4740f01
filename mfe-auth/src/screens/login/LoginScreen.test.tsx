import { api, ConsoleRoot, getEmail, getToken } from '@condo/shared';
import { testTheme } from '@condo/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginScreen } from './LoginScreen';

// Only the API boundary is replaced; the session, the kit and antd are the real ones.
jest.setTimeout(30_000);

jest.mock('@condo/shared', () => {
  const actual = jest.requireActual('@condo/shared');
  return { ...actual, api: { ...actual.api, auth: { ...actual.api.auth, sendOtp: jest.fn(), login: jest.fn() } } };
});

const sendOtp = api.auth.sendOtp as jest.Mock;
const login = api.auth.login as jest.Mock;

/** An axios-like failure carrying the server's error body. */
function serverError(status: number, message: string) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    response: { status, data: { message } },
  });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function renderLogin() {
  const onLoggedIn = jest.fn();
  render(
    <ConsoleRoot theme={testTheme}>
      <LoginScreen onLoggedIn={onLoggedIn} />
    </ConsoleRoot>,
  );
  return { onLoggedIn };
}

async function reachOtpStep(email = 'admin@sunrise.sg') {
  sendOtp.mockResolvedValue({ data: null, message: 'OTP Sent Successfully.!!!' });
  const result = renderLogin();
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText('OTP');
  return result;
}

describe('Login', () => {
  beforeEach(() => {
    sendOtp.mockReset();
    login.mockReset();
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
    expect(sendOtp).not.toHaveBeenCalled();
  });

  it('disables the button while the code request is pending, then moves to the OTP step', async () => {
    const answer = deferred<unknown>();
    sendOtp.mockReturnValue(answer.promise);
    renderLogin();

    await userEvent.type(screen.getByLabelText('Email'), '  admin@sunrise.sg ');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

    await waitFor(() => expect(screen.getByRole('button', { name: /Send OTP/ })).toBeDisabled());
    expect(sendOtp).toHaveBeenCalledWith('admin@sunrise.sg');

    await act(async () => answer.resolve({ data: null, message: 'OTP Sent Successfully.!!!' }));
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
    sendOtp.mockRejectedValue(serverError(404, 'User not found'));
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
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the server message on a wrong code and keeps the e-mail', async () => {
    await reachOtpStep();
    login.mockRejectedValue(serverError(401, 'Invalid OTP'));

    await userEvent.type(screen.getByLabelText('OTP'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith('admin@sunrise.sg', '000000');
    expect(screen.getByText('admin@sunrise.sg')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByLabelText('Email')).toHaveValue('admin@sunrise.sg');
  });

  it('disables Login while the code is checked, stores the session and hands over', async () => {
    const { onLoggedIn } = await reachOtpStep();
    const answer = deferred<unknown>();
    login.mockReturnValue(answer.promise);

    await userEvent.type(screen.getByLabelText('OTP'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Login/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Change email' })).toBeDisabled();
    expect(login).toHaveBeenCalledWith('admin@sunrise.sg', '123456');

    await act(async () =>
      answer.resolve({ data: { token: 'jwt-token', refresh_token: 'refresh' }, message: 'Login Successfully.!!!' }),
    );
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(getToken()).toBe('jwt-token');
    expect(getEmail()).toBe('admin@sunrise.sg');
  });

  it('lets the user ask for a new code once the cool-down has passed', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      sendOtp.mockResolvedValue({ data: null, message: 'OTP Sent Successfully.!!!' });
      renderLogin();
      await user.type(screen.getByLabelText('Email'), 'admin@sunrise.sg');
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      expect(await screen.findByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();

      for (let second = 0; second < 30; second++) act(() => jest.advanceTimersByTime(1000));
      await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
      await waitFor(() => expect(sendOtp).toHaveBeenCalledTimes(2));
      expect(sendOtp).toHaveBeenLastCalledWith('admin@sunrise.sg');
    } finally {
      jest.useRealTimers();
    }
  });
});
