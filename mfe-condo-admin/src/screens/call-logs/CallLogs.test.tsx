import type { CallLog } from '@condo/shared';
import { collectToasts, type FakeRequest, fakeApi, renderRoute, signIn } from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallLogsScreen } from './CallLogsScreen';

jest.setTimeout(30_000);

function call(overrides: Partial<CallLog> = {}): CallLog {
  return {
    id: 1,
    status: 'answered',
    gate_open: 'accepted',
    resident: { name: 'Tan Wei Ming', phone: '91234567' },
    forwarded_call: false,
    forwarded_to: null,
    unit_number: '#12-01',
    created_at: '2026-11-20T08:05:00Z',
    call_type: 'ivr',
    device_data: { name: 'Main gate vizitin', mac_address: 'AA:BB:CC:DD:EE:01' },
    forwarded_reason: null,
    ...overrides,
  };
}

const rows = [
  call(),
  call({
    id: 2,
    status: 'forwarded',
    gate_open: null,
    resident: { name: 'Priya Nair', phone: '98765432' },
    forwarded_call: true,
    forwarded_to: 'secondary',
    call_type: 'video_call',
    forwarded_reason: 'No answer from the unit',
  }),
];

const REPORT = 'The call log report is being prepared and will be mailed to you';

function backend(answered: unknown[] = rows) {
  return fakeApi({
    'GET /api/v1/call_logs/generate_report': () => ({ status: 200, body: { message: REPORT } }),
    'GET /api/v1/call_logs': () => ({ status: 200, body: { data: answered, total_entries: answered.length } }),
  });
}

const FROM = '2026-11-16T00:00:00.000Z';
const TO = '2026-11-22T23:59:00.000Z';
const renderCalls = (search = '') =>
  renderRoute(`/condos/demo/call-logs${search}`, '/condos/:id/call-logs', <CallLogsScreen />);
const listCalls = (requests: FakeRequest[]) => requests.filter((request) => /\/api\/v1\/call_logs\?/.test(request.url));
const toasts = collectToasts();

beforeEach(() => signIn());

describe('Call logs', () => {
  it('shows the spec’s columns, the §4 badges and the Primary/Secondary marker of a forwarded call', async () => {
    backend();
    renderCalls(`?from=${FROM}&to=${TO}`);
    expect(await screen.findByRole('heading', { name: 'Resident ivr and video call logs' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    for (const title of ['Resident details', 'Unit Number', 'Status', 'Resident status', 'Triggered at', 'Call Type']) {
      expect(within(table).getAllByText(title).length).toBeGreaterThan(0);
    }
    const forwarded = (await screen.findByText('Priya Nair')).closest('tr') as HTMLElement;
    expect(within(forwarded).getByText('Secondary')).toBeInTheDocument();
    expect(within(forwarded).getByText('Forwarded')).toBeInTheDocument();
    expect(within(forwarded).getByText('Denied')).toBeInTheDocument();
    expect(within(forwarded).getByText('Video call')).toBeInTheDocument();
    expect(within(forwarded).getByText('No answer from the unit')).toBeInTheDocument();
    const answered = screen.getByText('Tan Wei Ming').closest('tr') as HTMLElement;
    expect(within(answered).queryByText(/Primary|Secondary/)).not.toBeInTheDocument();
    expect(within(answered).getByText('Answered')).toBeInTheDocument();
    expect(within(answered).getByText('Accepted')).toBeInTheDocument();
    expect(within(answered).getByText('AA:BB:CC:DD:EE:01')).toBeInTheDocument();
    expect(within(answered).getByText(/^\d{2}-\d{2}-2026 \d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('a backend of the spec (call logs without id): every call is its own row, none lost to a shared key', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      backend(rows.map(({ id: _absent, ...log }) => log));
      renderCalls(`?from=${FROM}&to=${TO}`);
      expect(await screen.findByText('Priya Nair')).toBeInTheDocument();
      expect(screen.getByText('Tan Wei Ming')).toBeInTheDocument();
      expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key|unique "key"/);
    } finally {
      errors.mockRestore();
    }
  });

  it('sends the URL’s filters through the reverse mapping: status[], gate_open[], repeated call_type and the range', async () => {
    const { requests } = backend();
    renderCalls(
      `?from=${FROM}&to=${TO}&status_label=Forwarded&resident_status=Accepted&call_type=ivr&call_type=video_call&page=2`,
    );
    await screen.findByText('Priya Nair');
    const url = listCalls(requests)[0]?.url ?? '';
    const query = url
      .slice(url.indexOf('?') + 1)
      .split('&')
      .map(decodeURIComponent);
    expect(query.sort()).toEqual(
      [
        `from_time=${FROM}`,
        `to_time=${TO}`,
        'call_type=ivr',
        'call_type=video_call',
        'status[]=busy',
        'status[]=forwarded',
        'status[]=failed',
        'gate_open[]=accepted',
        'gate_open[]=requested',
        'page=2',
        'per_page=25',
      ].sort(),
    );
  });

  it('a Status filter chosen in the table sends its mapped values from page 1', async () => {
    const { requests } = backend();
    renderCalls(`?from=${FROM}&to=${TO}&page=2`);
    await screen.findByText('Priya Nair');
    const header = screen.getAllByRole('columnheader').find((cell) => cell.textContent === 'Status') as HTMLElement;
    await userEvent.click(within(header).getByRole('button'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Busy/ }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(listCalls(requests).at(-1)?.url).toContain('status[]=created'));
    const last = new URL(listCalls(requests).at(-1)?.url ?? '');
    expect(last.searchParams.getAll('status[]')).toEqual(['created']);
    expect(last.searchParams.getAll('gate_open[]')).toEqual([]);
    expect(last.searchParams.get('page')).toBe('1');
  });

  it('Download asks generate_report with the same query and shows the server’s message', async () => {
    const { requests } = backend();
    renderCalls(`?from=${FROM}&to=${TO}&status_label=Busy&call_type=ivr`);
    await screen.findByText('Priya Nair');
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(toasts).toContain(REPORT));
    const report = new URL(requests.find((request) => request.url.includes('/generate_report'))?.url ?? '');
    expect(report.pathname).toBe('/tenants/demo/api/v1/call_logs/generate_report');
    expect(report.searchParams.getAll('status[]')).toEqual(['created']);
    expect(report.searchParams.getAll('call_type')).toEqual(['ivr']);
    expect(report.searchParams.get('from_time')).toBe(FROM);
    expect(report.searchParams.has('page')).toBe(false);
  });

  it('a range in the URL longer than 30 days falls back to the current week', async () => {
    const { requests } = backend();
    renderCalls('?from=2026-01-01T00:00:00.000Z&to=2026-03-01T00:00:00.000Z');
    await screen.findByText('Priya Nair');
    const first = new URL(listCalls(requests)[0]?.url ?? '');
    const from = Date.parse(first.searchParams.get('from_time') ?? '');
    const to = Date.parse(first.searchParams.get('to_time') ?? '');
    expect(to - from).toBeLessThanOrEqual(8 * 86_400_000);
    expect(screen.getByText(/A date range may not exceed 30 days/)).toBeInTheDocument();
  });
});
