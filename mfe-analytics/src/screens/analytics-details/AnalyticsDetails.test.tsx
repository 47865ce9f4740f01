import { ScreenPathsContext } from '@condo/shared';
import { fakeApi, pick, queryOf, renderScreen, requestsTo } from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetAlertGroups } from '../../cards';
import { AnalyticsDetailsScreen } from './AnalyticsDetailsScreen';

jest.setTimeout(30_000);
// ECharts needs a real layout: the picture is left out, the chart's container and its text alternative stay.
jest.mock('../../charts/EChart', () => ({ __esModule: true, default: () => null }));

const PATTERN = '/analytics_details/:link/:name';
const render = (url: string) => renderScreen(url, PATTERN, <AnalyticsDetailsScreen />);

const VISITORS = [
  { name: 'Asha Rao', phone: '+6591234567', count: 9 },
  { name: 'Ben Tan', phone: '+6598765432', count: 4 },
];

// In 1–3 Nov 2026, 1, 2 and 3 SMS on each day: a range's count is the sum of its days'. Any other range: 42.
const SMS_FROM = '2026-11-01T00:00:00.000Z';
const SMS_TO = '2026-11-03T23:59:59.999Z';
const SMS_RANGE = `?from=${SMS_FROM}&to=${SMS_TO}`;
const smsOfRange = (request: Parameters<typeof queryOf>[0]) => {
  const from = Date.parse(queryOf(request).get('from_time') ?? '');
  const to = Date.parse(queryOf(request).get('to_time') ?? '');
  if (!(from >= Date.parse(SMS_FROM) && to <= Date.parse(SMS_TO))) return 42;
  let count = 0;
  for (let day = from; day <= to; day += 86_400_000) count += new Date(day).getUTCDate();
  return count;
};

function backend(visitors = VISITORS) {
  return fakeApi({
    'GET /api/v1/visitors/most_visited_visitors': () => ({ status: 200, body: { data: visitors } }),
    'GET /api/v1/outboxes/count': (request) => ({ status: 200, body: { data: smsOfRange(request) } }),
    'GET /api/v1/vehicle_entries/traffic_details': (request) => ({
      status: 200,
      body: {
        // Busiest first; limit 100 (the line) has every day with traffic, the card's own call the server's 10.
        data: [
          { date: '2026-11-03', count: 120 },
          { date: '2026-11-01', count: 80 },
          ...(queryOf(request).get('limit') === '100' ? [{ date: '2026-11-04', count: 2 }] : []),
        ],
      },
    }),
    'GET /api/v1/call_logs/overall_call_count': () => ({
      status: 200,
      body: { data: { ivr_call_count: 17, video_call_count: 5 } },
    }),
    'GET /api/v1/alert_groups': () => ({
      status: 200,
      body: {
        data: [
          { id: 3, name: 'Over Stay' },
          { id: 4, name: 'Unauthorized' },
        ],
      },
    }),
    'GET /api/v1/alerts/{id}/most_alert_vehicles': () => ({
      status: 200,
      body: { data: [{ number_plate: 'SGX1234A', np: 'SGX1234A', count: 6 }] },
    }),
  });
}

beforeEach(() => forgetAlertGroups());

describe('Analytics detail', () => {
  it('an immediate card (SMS) loads at once, with no Count selector, and shows its COUNT', async () => {
    const { requests } = backend();
    render('/analytics_details/most-sms-count/demo');
    expect(await screen.findByRole('heading', { name: 'Analytics Data' })).toBeInTheDocument();
    const result = await screen.findByRole('listitem', { name: 'Most Sms Count' });
    expect(within(result).getByText('42')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Limit/Count' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    // The figure's call once for the range (the current UTC month), then once per day of it for the line.
    await screen.findByRole('img', { name: /^Line chart of Most Sms Count per day/ });
    const calls = requestsTo(requests, 'GET', /\/outboxes\/count$/).map(queryOf);
    expect(calls[0]?.get('from_time')).toMatch(/-01T00:00:00\.000Z$/);
    expect(calls.filter((query) => query.get('from_time') === calls[0]?.get('from_time'))).toHaveLength(2);
    expect(calls).toHaveLength(1 + new Date().getUTCDate());
  });

  it('Submit without a count does nothing; with a count it fetches that many and draws the rows', async () => {
    const { requests } = backend();
    render('/analytics_details/most-visiting-visitor/demo');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(requestsTo(requests, 'GET', /most_visited_visitors$/)).toHaveLength(0);
    expect(screen.queryByRole('list', { name: /results/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Limit/Count' }));
    await pick('25');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const row = await screen.findByRole('listitem', { name: 'Asha Rao' });
    expect(within(row).getByText('+6591234567')).toBeInTheDocument();
    expect(within(row).getByText('9')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Ben Tan' })).toBeInTheDocument();
    const [call] = requestsTo(requests, 'GET', /most_visited_visitors$/);
    expect(queryOf(call).get('limit')).toBe('25');
    expect(queryOf(call).get('from_time')).toMatch(/-01T00:00:00\.000Z$/);
  });

  it('a card with no rows shows the empty placeholder', async () => {
    backend([]);
    render('/analytics_details/most-visiting-visitor/demo?count=10');
    expect(await screen.findByText('No data for this range')).toBeInTheDocument();
  });

  it('the range and count of the URL are used; an alert-group card finds its group by name', async () => {
    const { requests } = backend();
    render(
      '/analytics_details/most-overstaying-vehicle/demo?from=2026-11-01T00:00:00.000Z&to=2026-11-07T23:59:59.999Z&count=5',
    );
    expect(await screen.findByRole('listitem', { name: 'SGX1234A' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(requests, 'GET', /\/alerts\/3\/most_alert_vehicles$/)).toHaveLength(1));
    const [call] = requestsTo(requests, 'GET', /most_alert_vehicles$/);
    expect(queryOf(call).get('from_time')).toBe('2026-11-01T00:00:00.000Z');
    expect(queryOf(call).get('limit')).toBe('5');
  });

  it("a call count's figure links to the call log of that range and call type; the SMS figure links nowhere", async () => {
    backend();
    const from = '2026-11-01T00:00:00.000Z';
    const to = '2026-11-15T23:59:59.999Z';
    renderScreen(
      `/analytics_details/ivr-call-count/demo?from=${from}&to=${to}`,
      PATTERN,
      <ScreenPathsContext.Provider value={{ callLogs: '/condos/:id/call-logs' }}>
        <AnalyticsDetailsScreen />
      </ScreenPathsContext.Provider>,
    );
    const result = await screen.findByRole('listitem', { name: 'Ivr Call Count' });
    const link = within(result).getByRole('link', { name: '17 calls in the call log' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://console');
    expect(href.pathname).toBe('/condos/demo/call-logs');
    expect(Object.fromEntries(href.searchParams)).toEqual({ from, to, call_type: 'ivr' });

    await userEvent.click(link);
    expect(window.location.pathname).toBe('/condos/demo/call-logs');
    expect(window.location.search).toContain('call_type=ivr');
  });

  it('a figure whose rows no list shows is plain text', async () => {
    backend();
    renderScreen(
      '/analytics_details/most-sms-count/demo',
      PATTERN,
      <ScreenPathsContext.Provider value={{ callLogs: '/condos/:id/call-logs' }}>
        <AnalyticsDetailsScreen />
      </ScreenPathsContext.Provider>,
    );
    const result = await screen.findByRole('listitem', { name: 'Most Sms Count' });
    expect(within(result).getByText('42')).toBeInTheDocument();
    expect(within(result).queryByRole('link')).not.toBeInTheDocument();
  });

  it('a ranked card draws its rows as a bar chart above them: the same names and COUNTs, in the same order', async () => {
    backend();
    render('/analytics_details/most-visiting-visitor/demo?count=10');
    const rows = await screen.findAllByRole('listitem');
    const chart = screen.getByRole('img', { name: /^Bar chart of Most Visiting Visitor/ });
    const listed = rows.map((row) => `${row.getAttribute('aria-label')} ${within(row).getByText(/^\d+$/).textContent}`);
    expect(listed).toEqual(['Asha Rao 9', 'Ben Tan 4']);
    expect(chart).toHaveAccessibleName(`Bar chart of Most Visiting Visitor, 2 rows: ${listed.join(', ')}`);
    // Above the list; a ranking of people has no time dimension, so no line.
    expect(chart.compareDocumentPosition(rows[0] as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Per day' })).not.toBeInTheDocument();
  });

  it('a bare figure draws a line per day from its own call asked for each day; the days add up to the figure', async () => {
    const { requests } = backend();
    render(`/analytics_details/most-sms-count/demo${SMS_RANGE}`);
    const result = await screen.findByRole('listitem', { name: 'Most Sms Count' });
    expect(within(result).getByText('6')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ranking' })).not.toBeInTheDocument();
    const line = await screen.findByRole('img', { name: /^Line chart of Most Sms Count per day/ });
    expect(line).toHaveAccessibleName('Line chart of Most Sms Count per day: 01-Nov-26 1, 02-Nov-26 2, 03-Nov-26 3');
    // The figure first, its line under it.
    expect(result.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Most Sms Count per day' });
    expect(within(table).getByRole('row', { name: '02-Nov-26 2' })).toBeInTheDocument();
    const calls = requestsTo(requests, 'GET', /\/outboxes\/count$/).map((call) => queryOf(call).get('from_time'));
    expect(calls).toEqual([
      '2026-11-01T00:00:00.000Z',
      ...['2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z', '2026-11-03T00:00:00.000Z'].sort(),
    ]);
  });

  it('the traffic card draws its busiest days as bars and every day of the range as a line (0 without traffic)', async () => {
    const { requests } = backend();
    render('/analytics_details/most-traffic-on-a-day/demo?from=2026-11-01T00:00:00.000Z&to=2026-11-04T23:59:59.999Z');
    expect(await screen.findByRole('img', { name: /^Bar chart/ })).toHaveAccessibleName(
      'Bar chart of Most Traffic On a Day, 2 rows: 03-Nov-26 120, 01-Nov-26 80',
    );
    expect(await screen.findByRole('img', { name: /^Line chart/ })).toHaveAccessibleName(
      'Line chart of Most Traffic On a Day per day: 01-Nov-26 80, 02-Nov-26 0, 03-Nov-26 120, 04-Nov-26 2',
    );
    const limits = requestsTo(requests, 'GET', /traffic_details$/).map((call) => queryOf(call).get('limit'));
    expect(limits.sort()).toEqual(['0', '100']);
  });

  it('a line that cannot be loaded says so and can be asked again; the figure stays', async () => {
    let failing = true;
    fakeApi({
      'GET /api/v1/outboxes/count': (request) =>
        failing && queryOf(request).get('from_time') !== '2026-11-01T00:00:00.000Z'
          ? { status: 500, body: { message: 'boom' } }
          : { status: 200, body: { data: smsOfRange(request) } },
    });
    render(`/analytics_details/most-sms-count/demo${SMS_RANGE}`);
    expect(await screen.findByText('The figures per day could not be loaded.')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Most Sms Count' })).getByText('6')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: /^Line chart of Most Sms Count per day/ })).toBeInTheDocument();
  });
});
