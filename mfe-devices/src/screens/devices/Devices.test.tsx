import { bus } from '@condo/shared';
import { callsTo, type FakeRequest, fakeApi, renderScreen, rowOf } from '@condo/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cameraFixture, kioskFixture, vizitinFixture } from '../testing/devices';
import { DevicesScreen } from './DevicesScreen';
import { deviceStatus } from './deviceStatus';

// Whole antd tables in jsdom are slow on a busy machine.
jest.setTimeout(30_000);

function renderDevices(url = '/condos/demo/devices', roles?: Record<string, string[]>) {
  renderScreen(url, '/condos/:id/devices', <DevicesScreen />, roles);
}

let requests: FakeRequest[];
/** The queries the server received for one kind's list, oldest first. */
const queriesOf = (kind: 'cameras' | 'kiosks' | 'vizitins') =>
  callsTo(requests, `GET /api/v1/${kind}`).map((call) => call.query);

describe('Devices', () => {
  const cameras = [
    cameraFixture({
      id: 1,
      name: 'Gate A entry',
      bot_id: 4,
      bot: { id: 4, name: 'LNPR bot one' },
      last_data_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      updated_by: { name: 'Una Updater' },
    }),
    cameraFixture({ id: 2, name: 'Gate B exit', status: 'inactive', state: 'working', created_by: null }),
    cameraFixture({ id: 3, name: 'Car park', state: null }),
    cameraFixture({ id: 4, name: 'Lift lobby', state: 'lost_connectivity', created_by: { name: 'Cy Creator' } }),
  ];

  beforeEach(() => {
    ({ requests } = fakeApi({
      'GET /api/v1/cameras': () => ({ status: 200, body: { data: cameras, total_entries: 4 } }),
      'GET /api/v1/kiosks': () => ({ status: 200, body: { data: [kioskFixture()], total_entries: 1 } }),
      'GET /api/v1/vizitins': () => ({ status: 200, body: { data: [vizitinFixture()], total_entries: 0 } }),
    }));
  });

  it('lists cameras with the spec columns and its display rules', async () => {
    renderDevices();

    const first = await rowOf('Gate A entry');
    for (const title of ['Name / MAC Address', 'Camera Type', 'Last Active', 'Last Updated By', 'Status', 'Manage']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();
    }
    expect(within(first).getByRole('img', { name: 'Bot: LNPR bot one' })).toBeInTheDocument();
    expect(within(first).getByText('AA:BB:CC:DD:EE:01')).toBeInTheDocument();
    expect(within(first).getByText('Resident Entry Cam')).toBeInTheDocument();
    expect(within(first).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(first).getByText('Una Updater')).toBeInTheDocument();
    expect(within(first).getByText('Working')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Edit Gate A entry' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Details of Gate A entry' })).toBeInTheDocument();

    const inactive = await rowOf('Gate B exit');
    expect(within(inactive).queryByRole('img', { name: /^Bot/ })).toBeNull();
    expect(within(inactive).getByText('Inactive')).toBeInTheDocument();
    expect(within(inactive).getAllByText('-').length).toBeGreaterThanOrEqual(2); // never active, nobody named
    expect(within(await rowOf('Car park')).getByText('Created')).toBeInTheDocument();
    const lift = await rowOf('Lift lobby');
    expect(within(lift).getByText('Lost Connectivity')).toBeInTheDocument();
    expect(within(lift).getByText('Cy Creator')).toBeInTheDocument();

    expect(queriesOf('cameras')).toContainEqual({ page: '1', per_page: '25' });
    expect(await screen.findByRole('tab', { name: 'CAMERA (4)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'KIOSK (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'VIZITIN' })).toBeInTheDocument(); // 0 shows no count
    expect(screen.getByRole('button', { name: 'Add Camera' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /In App Update/ })).toBeNull();
  });

  it('filters cameras by one Camera Type, sent as the spec’s `type` (never camera_type[])', async () => {
    renderDevices('/condos/demo/devices?camera_type=resident_exit_cam');
    await rowOf('Gate A entry');
    expect(queriesOf('cameras')).toContainEqual({ page: '1', per_page: '25', type: 'resident_exit_cam' });
  });

  it('searches the tab in view with the header’s search box (spec part 1 §2)', async () => {
    renderDevices('/condos/demo/devices?tab=kiosk');
    await rowOf('Lobby kiosk');
    act(() => bus.search$.next('lobby'));
    await waitFor(() => expect(queriesOf('kiosks')).toContainEqual({ page: '1', per_page: '25', query: 'lobby' }));
    expect(screen.getByRole('searchbox', { name: 'Search Kiosks' })).toHaveValue('lobby');
  });

  it('applies the status rules of spec §4', () => {
    expect(deviceStatus({ status: 'inactive', state: 'working' }).label).toBe('Inactive');
    expect(deviceStatus({ status: 'active', state: 'stopped' }).label).toBe('Stopped');
    expect(deviceStatus({ status: 'active', state: 'inactive' }).label).toBe('Inactive');
    expect(deviceStatus({ status: 'active', state: null }).label).toBe('Created');
    expect(deviceStatus({ status: 'active', state: 'rebooting' as never }).label).toBe('Created');
  });

  it('shows kiosks with Device Type and a Workflow button; the tab lives in the URL', async () => {
    renderDevices('/condos/demo/devices?tab=kiosk');

    const row = await rowOf('Lobby kiosk');
    expect(screen.getByRole('tab', { name: /KIOSK/, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Device Type/ })).toBeInTheDocument();
    expect(within(row).getByText('Vms')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Workflow of Lobby kiosk' })).toBeInTheDocument();
    expect(queriesOf('kiosks')).toContainEqual({ page: '1', per_page: '25' });
  });

  it('shows vizitins without Last Active, with View More and In App Update; searches with `search`', async () => {
    renderDevices('/condos/demo/devices?tab=vizitin');

    const row = await rowOf('Tower intercom');
    expect(screen.queryByRole('columnheader', { name: /Last Active/ })).toBeNull();
    expect(screen.getByRole('button', { name: /In App Update/ })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'View More for Tower intercom' }));
    const menu = await screen.findByRole('menu', { name: 'More actions for Tower intercom' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Details', 'Workflow', 'Resident', 'Employee', 'Device Update', 'Hard Reset']);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Vizitins' }), 'tower{Enter}');
    await waitFor(() => expect(queriesOf('vizitins').at(-1)).toEqual({ page: '1', per_page: '25', search: 'tower' }));
  });

  it("keeps each tab's own search when the user switches tabs and back", async () => {
    renderDevices();
    await rowOf('Gate A entry');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Cameras' }), 'gate{Enter}');
    await waitFor(() => expect(queriesOf('cameras').at(-1)).toEqual({ page: '1', per_page: '25', query: 'gate' }));

    await userEvent.click(screen.getByRole('tab', { name: /KIOSK/ }));
    expect(await rowOf('Lobby kiosk')).toBeInTheDocument();
    expect(queriesOf('kiosks')).not.toContainEqual(expect.objectContaining({ query: 'gate' }));
    expect(screen.getByRole('searchbox', { name: 'Search Kiosks' })).toHaveValue('');

    const refreshedFrom = queriesOf('cameras').length;
    await userEvent.click(screen.getByRole('tab', { name: /CAMERA/ }));
    expect(screen.getByRole('searchbox', { name: 'Search Cameras' })).toHaveValue('gate');
    // Showing the tab again refreshes it, with its search.
    await waitFor(() => expect(queriesOf('cameras').length).toBeGreaterThan(refreshedFrom));
    expect(queriesOf('cameras').at(-1)).toEqual({ page: '1', per_page: '25', query: 'gate' });
  });

  it('follows the stored permission map: no Add without create, no Edit without update', async () => {
    renderDevices('/condos/demo/devices', { 'api/v1/cameras': ['index', 'show'], 'api/v1/outboxes': ['index'] });

    const row = await rowOf('Gate A entry');
    expect(within(row).queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Details of Gate A entry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Camera' })).toBeNull();
    // No kiosk permission at all: that list is not even asked for.
    await userEvent.click(screen.getByRole('tab', { name: /KIOSK/ }));
    expect(await screen.findByText('You do not have access to the kiosk list')).toBeInTheDocument();
    expect(queriesOf('kiosks')).toEqual([]);
  });
});
