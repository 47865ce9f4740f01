import { collectToasts, fakeApi, renderScreen, requestsTo } from '@condo/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SendSmsScreen } from './SendSmsScreen';

jest.setTimeout(30_000);

const SUPPRESSED = '98765432';

function backend() {
  return fakeApi({
    'GET /api/v1/residents/{phone}/phone': (request) =>
      request.path.includes('/00000000/')
        ? { status: 404, body: { message: 'No resident has the phone 00000000' } }
        : { status: 200, body: { data: { id: 7, country_code: 65, name: 'Tan Wei Ming' } } },
    'POST /api/v1/outboxes/send_sms': (request) =>
      (request.body as { phone: string }).phone === SUPPRESSED
        ? { status: 422, body: { message: 'The number is on the suppression list', data: [] } }
        : { status: 200, body: { data: { id: 1, status: 'queued' }, message: 'SMS queued for delivery' } },
  });
}

const render = () =>
  renderScreen('/condos/demo/sms', '/condos/:id/sms', <SendSmsScreen />, { 'api/v1/outboxes': ['send_sms'] });

async function sendTo(phone: string, message: string) {
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), phone);
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), message);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('Send SMS: outcomes through the common notices (spec part 2 §7, §8)', () => {
  const toasts = collectToasts();

  it("a sent SMS toasts the server's message and clears the message", async () => {
    const { requests } = backend();
    render();
    await sendTo('91234567', 'Gate maintenance tonight');
    await waitFor(() => expect(toasts).toContain('SMS queued for delivery'));
    expect(requestsTo(requests, 'POST', /send_sms$/)[0]?.body).toEqual({
      phone: '91234567',
      country_code: 65,
      recipient_type: 'resident',
      recipient_id: 7,
      content: 'Gate maintenance tonight',
    });
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("a failed look-up toasts the server's message, sends nothing and keeps what was typed", async () => {
    const { requests } = backend();
    render();
    await sendTo('00000000', 'Hello');
    await waitFor(() => expect(toasts).toContain('No resident has the phone 00000000'));
    expect(requestsTo(requests, 'POST', /send_sms$/)).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });

  it('a refused send goes through the common error notice and keeps the message', async () => {
    backend();
    render();
    await sendTo(SUPPRESSED, 'Your parcel has arrived');
    await waitFor(() => expect(toasts.join(' ')).toMatch(/suppression list/));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Your parcel has arrived');
  });

  it('a double click on Send looks the resident up and queues the SMS once', async () => {
    // A slow server: the second click lands while the look-up is on its way (and before Send shows it).
    const { requests } = fakeApi({
      'GET /api/v1/residents/{phone}/phone': () => ({
        status: 200,
        body: { data: { id: 7, country_code: 65, name: 'Tan Wei Ming' } },
        delayMs: 200,
      }),
      'POST /api/v1/outboxes/send_sms': () => ({
        status: 200,
        body: { data: { id: 1, status: 'queued' }, message: 'SMS queued for delivery' },
        delayMs: 200,
      }),
    });
    render();
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '91234567');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Gate maintenance tonight');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts).toContain('SMS queued for delivery'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).not.toHaveClass('ant-btn-loading'));
    await new Promise((resolve) => setTimeout(resolve, 500)); // time for a second send to have gone out too
    expect(requestsTo(requests, 'GET', /\/residents\//)).toHaveLength(1);
    expect(requestsTo(requests, 'POST', /send_sms$/)).toHaveLength(1);
  });
});
