import { collectToasts, fakeApi, renderScreen, requestsTo } from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analyticsCards, forgetAlertGroups } from '../../cards';
import { AnalyticsScreen } from './AnalyticsScreen';
import { insideBars } from './insideBars';

jest.setTimeout(30_000);
const toasts = collectToasts();
// ECharts needs a real layout: the picture is left out, its container and text alternative stay; the figures are
// checked through them and the screen-reader table beside the chart.
jest.mock('../../charts/EChart', () => ({ __esModule: true, default: () => null }));

const PATTERN = '/condos/:id/analytics';
const render = (url = '/condos/demo/analytics') => renderScreen(url, PATTERN, <AnalyticsScreen />);

const list = (data: unknown) => () => ({ status: 200, body: { data } });
let slots = [
  { id: 1, from_time: '08:00', offset: 2, count: 5 },
  { id: 2, from_time: '09:00', offset: 0, count: 7 },
];

function backend(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/v1/visitors/most_visited_visitors': list([{ name: 'Asha Rao', phone: '+6591234567', count: 9 }]),
    'GET /api/v1/invites/most_invited_units': list([]),
    'GET /api/v1/visits/most_visited_unit': list([{ unit_number: '#04-12', count: 3 }]),
    'GET /api/v1/alert_groups': list([{ id: 3, name: 'Over Stay' }]),
    'GET /api/v1/alerts/{id}/most_alert_vehicles': list([]),
    'GET /api/v1/vehicle_entries/traffic_details': list([{ date: '2026-11-03', count: 120 }]),
    'GET /api/v1/resident_entries/entry_data': list([]),
    'GET /api/v1/alerts/most_alert_from_cam': list([]),
    'GET /api/v1/alerts/alert_report_data': list([]),
    'GET /api/v1/call_logs/overall_call_count': list({ ivr_call_count: 11, video_call_count: 17 }),
    'GET /api/v1/vehicle_entries/non_resident_vehicle': list([]),
    'GET /api/v1/visits/most_vms_entry': list([]),
    'GET /api/v1/resident_entries/most_intercom_entry': list([]),
    'GET /api/v1/vehicle_entries/most_unregistered_vehicle': list([]),
    'GET /api/v1/outboxes/count': list(42),
    'GET /api/v1/vehicle_entries/no_of_unreg_entry': list(8),
    'GET /api/v1/call_logs/video_call_report': list(5),
    'GET /api/v1/vehicle_entries/inside_vehicle_count': () => ({ status: 200, body: { data: slots } }),
    'PUT /api/v1/vehicle_entries/{id}/update_vehicle_offset': (request) => {
      const id = Number(request.path.split('/')[4]);
      const { offset } = request.body as { offset: number };
      slots = slots.map((slot) => (slot.id === id ? { ...slot, offset } : slot));
      return { status: 200, body: { data: slots.find((slot) => slot.id === id), message: 'Updated' } };
    },
    ...overrides,
  });
}

beforeEach(() => {
  forgetAlertGroups();
  slots = [
    { id: 1, from_time: '08:00', offset: 2, count: 5 },
    { id: 2, from_time: '09:00', offset: 0, count: 7 },
  ];
});

describe('Analytics', () => {
  it('Overall Details: the 22 cards with their headline figure, a card without rows says so, each links to its page', async () => {
    backend();
    render();
    const regions = await screen.findAllByRole('region');
    expect(regions.filter((region) => region.classList.contains('analytics-card'))).toHaveLength(22);
    const visitor = screen.getByRole('region', { name: 'Most Visiting Visitor' });
    expect(await within(visitor).findByText('Asha Rao')).toBeInTheDocument();
    expect(within(visitor).getByText('9')).toBeInTheDocument();
    expect(within(visitor).getByRole('link', { name: /Details/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/analytics_details\/most-visiting-visitor\/demo\?from=/),
    );
    expect(await within(screen.getByRole('region', { name: 'Ivr Call Count' })).findByText('11')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Video Call Count' })).findByText('17')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Most Invited Unit' })).findByText('No data for this range'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Edit/ })).toBeDisabled();
    expect(analyticsCards).toHaveLength(22);
  });

  it('a failing card shows its own error; the others still draw', async () => {
    backend({ 'GET /api/v1/visits/most_vms_entry': () => ({ status: 500, body: { message: 'boom' } }) });
    render();
    const vms = await screen.findByRole('region', { name: 'Most VMS Entry' });
    expect(await within(vms).findByText('Most VMS Entry could not be loaded')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Most Visiting Visitor' })).findByText('Asha Rao'),
    ).toBeInTheDocument();
  });

  it('Vehicle Parking: Edit opens the drawer, Submit writes the changed offset and the chart data follows', async () => {
    const { requests } = backend();
    render('/condos/demo/analytics?tab=vehicle-parking');
    const table = await screen.findByRole('table', { name: 'Offset per time slot' });
    // The bar: 5 vehicles inside + offset 2.
    expect(within(table).getByRole('row', { name: '08:00 7 2' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Bar chart of vehicles inside per time slot, with the offset: 08:00 7, 09:00 7',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Edit/ }));
    const input = await screen.findByRole('spinbutton', { name: 'Offset at 08:00' });
    await userEvent.clear(input);
    await userEvent.type(input, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(requestsTo(requests, 'PUT', /update_vehicle_offset$/)).toHaveLength(1));
    const [put] = requestsTo(requests, 'PUT', /update_vehicle_offset$/);
    expect(put?.url).toMatch(/\/vehicle_entries\/1\/update_vehicle_offset$/);
    expect(put?.body).toEqual({ offset: 6 });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Offset per time slot' })).getByRole('row', { name: '08:00 11 6' }),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole('img', { name: /: 08:00 11, 09:00 7$/ })).toBeInTheDocument();
    // Spec part 3 §7: the success shows the server's message.
    expect(toasts).toContain('Updated');
  });

  it('Vehicle Parking without the count addition (a spec backend) draws the offsets', async () => {
    slots = slots.map(({ count: _count, ...slot }) => slot) as typeof slots;
    backend();
    render('/condos/demo/analytics?tab=vehicle-parking');
    const table = await screen.findByRole('table', { name: 'Offset per time slot' });
    expect(within(table).getByRole('row', { name: '08:00 2' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Bar chart of the offset per time slot: 08:00 2, 09:00 0' }),
    ).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Vehicles inside' })).not.toBeInTheDocument();
    expect(insideBars(slots)).toEqual({ counted: false, name: 'Offset', values: [2, 0] });
  });
});
