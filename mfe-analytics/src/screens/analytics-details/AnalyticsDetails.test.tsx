import { ScreenPathsContext } from '@condo/shared';
import { fakeApi, pick, queryOf, renderScreen, requestsTo } from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetAlertGroups } from '../../cards';
import { AnalyticsDetailsScreen } from './AnalyticsDetailsScreen';

jest.setTimeout(30_000);

const PATTERN = '/analytics_details/:link/:name';
const render = (url: string) => renderScreen(url, PATTERN, <AnalyticsDetailsScreen />);

const VISITORS = [
  { name: 'Asha Rao', phone: '+6591234567', count: 9 },
  { name: 'Ben Tan', phone: '+6598765432', count: 4 },
];

function backend(visitors = VISITORS) {
  return fakeApi({
    'GET /api/v1/visitors/most_visited_visitors': () => ({ status: 200, body: { data: visitors } }),
    'GET /api/v1/outboxes/count': () => ({ status: 200, body: { data: 42 } }),
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
    expect(requestsTo(requests, 'GET', /\/outboxes\/count$/)).toHaveLength(1);
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
});
