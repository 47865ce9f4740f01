import { type SentMessage, storeRoles } from '@condo/shared';
import { CONDO, type FakeRequest, fakeApi, renderRoute, signIn } from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OutboxScreen } from './OutboxScreen';

jest.setTimeout(30_000);

function message(overrides: Partial<SentMessage> = {}): SentMessage {
  return {
    id: 1,
    from: ['Smart Condo Management <no-reply@smartcondo.local>', 'other@example.com'],
    subject: 'A very long subject that goes on beyond thirty characters',
    recipient: { full_name: 'Priya Kumar', email: 'priya@mail.example' },
    content: '<p>Hello</p><script>window.ran = true</script>',
    medium: 'mail',
    status: 'failed',
    type: 'MailSent',
    msg_id: '<abc@smartcondo.local>',
    recipient_type: 'user',
    created_at: '2026-11-20T08:00:00Z',
    updated_at: '2026-11-20T08:00:05Z',
    ...overrides,
  };
}

const aggregation = {
  'recipient.full_name': { buckets: [{ key: 'Priya Kumar', doc_count: 3 }] },
  status: {
    buckets: [
      { key: 'failed', doc_count: 2 },
      { key: 'undelivered', doc_count: 1 },
    ],
  },
  medium: { buckets: [{ key: 'mail', doc_count: 3 }] },
};

function backend(answered: Record<string, unknown> = aggregation) {
  return fakeApi({
    'GET /api/v1/outboxes/{id}': () => ({
      status: 200,
      body: {
        data: {
          ...message(),
          attempts: 3,
          last_error: 'SMTP 550: mailbox unavailable',
          resend_of_id: null,
          history: [
            { status: 'queued', detail: null, created_at: '2026-11-20T08:00:00Z' },
            { status: 'failed', detail: 'SMTP 550: mailbox unavailable', created_at: '2026-11-20T08:00:05Z' },
          ],
        },
      },
    }),
    'POST /api/v1/outboxes/{id}/resend': () => ({
      status: 200,
      body: { data: { id: 2 }, message: 'Message queued again' },
    }),
    'GET /api/v1/outboxes': () => ({
      status: 200,
      body: { data: [message()], total_entries: 3, aggregation: answered },
    }),
  });
}

const renderOutbox = (url = '/condos/demo/out-box') => renderRoute(url, '/condos/:id/out-box', <OutboxScreen />);

const listCalls = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method === 'GET' && /\/api\/v1\/outboxes\?/.test(request.url));

beforeEach(() => signIn());

/** The options of a column's filter, as the dropdown lists them. */
async function filterOptions(column: string) {
  const header = screen.getByRole('columnheader', { name: new RegExp(column) });
  await userEvent.click(header.querySelector('.ant-table-filter-trigger') as HTMLElement);
  const dropdowns = document.querySelectorAll('.ant-table-filter-dropdown');
  const dropdown = dropdowns[dropdowns.length - 1] as HTMLElement;
  await waitFor(() => expect(within(dropdown).getAllByRole('menuitem').length).toBeGreaterThan(0));
  const options = within(dropdown)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  return options;
}

describe('Outbox filters', () => {
  it('take their options from the aggregations of the answer', async () => {
    backend();
    renderOutbox();
    await screen.findByText('Priya Kumar', { selector: 'div' });
    expect(await filterOptions('Medium')).toEqual(['Mail (3)']);
    expect(await filterOptions('Status')).toEqual(['Failed (2)', 'UnDelivered (1)']);
  });

  it('a backend of the spec (no medium buckets): Medium offers the known mediums; status buckets still rule', async () => {
    const { medium: _absent, ...specAggregation } = aggregation;
    backend(specAggregation);
    renderOutbox();
    await screen.findByText('Priya Kumar', { selector: 'div' });
    expect(await filterOptions('Medium')).toEqual(['Mail', 'SMS', 'WhatsApp', 'FCM', 'IVR']);
    expect(await filterOptions('Status')).toEqual(['Failed (2)', 'UnDelivered (1)']);
  });

  it("an answer without status buckets: Status offers the spec's fixed list (part 1 §4)", async () => {
    backend({ 'recipient.full_name': aggregation['recipient.full_name'] });
    renderOutbox();
    await screen.findByText('Priya Kumar', { selector: 'div' });
    const options = await filterOptions('Status');
    expect(options).toHaveLength(15);
    expect(options.slice(0, 3)).toEqual(['Unknown', 'Queued', 'Success']);
    expect(options.at(-1)).toBe('Answered');
  });
});

describe('Outbox', () => {
  it('asks with the camelCase names of the spec, and a tab change sends its recipient types from page 1', async () => {
    const { requests } = backend();
    renderOutbox('/condos/demo/out-box?page=2&status=failed');

    expect(await screen.findByText('Priya Kumar', { selector: 'div' })).toBeInTheDocument();
    const first = new URL(listCalls(requests)[0]?.url ?? '');
    expect([...first.searchParams.keys()].sort()).toEqual(
      ['fromTime', 'page', 'perPage', 'recipient_type', 'selectedStatus', 'toTime'].sort(),
    );
    expect(first.searchParams.get('recipient_type')).toBe('user');
    expect(first.searchParams.get('page')).toBe('2');
    expect(first.searchParams.get('selectedStatus')).toBe('failed');
    expect(screen.queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
    expect(screen.getByText('A very long subject that goes ...')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'VISITOR' }));
    await waitFor(() => expect(listCalls(requests).length).toBeGreaterThan(1));
    const visitor = new URL(listCalls(requests).at(-1)?.url ?? '');
    expect(visitor.searchParams.get('recipient_type')).toBe('invitee,visitor');
    expect(visitor.searchParams.get('page')).toBe('1');
  });

  it('opens a failed mail read-only with its first sender, a sandboxed body and its history; Resend with the permission', async () => {
    const { requests } = backend();
    storeRoles(CONDO, { 'api/v1/outboxes': ['index', 'show', 'resend'] });
    renderOutbox();
    await userEvent.click(await screen.findByText('Priya Kumar', { selector: 'div' }));

    const detail = await screen.findByRole('dialog');
    expect(within(detail).getByText('Message details')).toBeInTheDocument();
    expect(await within(detail).findByText('Smart Condo Management <no-reply@smartcondo.local>')).toBeInTheDocument();
    expect(within(detail).queryByText('other@example.com')).not.toBeInTheDocument();
    expect(within(detail).getByText('Priya Kumar · priya@mail.example')).toBeInTheDocument();
    const frame = within(detail).getByTitle('Mail body');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain("default-src 'none'");
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hello</p>');
    expect(frame.getAttribute('srcdoc')).not.toContain('<script');
    expect(within(detail).getByRole('table', { name: 'Status history' })).toHaveTextContent('SMTP 550');

    await userEvent.click(within(detail).getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(
        requests.some((request) => request.method === 'POST' && request.url.endsWith('/api/v1/outboxes/1/resend')),
      ).toBe(true),
    );
  });

  it('offers no Resend without the permission', async () => {
    backend();
    storeRoles(CONDO, { 'api/v1/outboxes': ['index', 'show'] });
    renderOutbox();
    await userEvent.click(await screen.findByText('Priya Kumar', { selector: 'div' }));
    const detail = await screen.findByRole('dialog');
    expect(within(detail).getByText('Message details')).toBeInTheDocument();
    await within(detail).findByText('<abc@smartcondo.local>');
    expect(within(detail).queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
  });
});
