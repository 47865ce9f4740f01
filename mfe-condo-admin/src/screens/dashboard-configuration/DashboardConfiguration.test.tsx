import type { SettingGroup, TileConfig } from '@condo/shared';
import { callsTo, type FakeReply, type FakeRequest, fakeApi, renderRoute, signIn } from '@condo/shared/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardConfigurationScreen } from './DashboardConfigurationScreen';
import { tileDisplayName } from './names';
import { columnsFor } from './useColumns';
import { TAB_STORAGE_KEY } from './useRememberedTab';

const tile = (id: number, name: string, position: number): TileConfig => ({
  id,
  tile_type: 'tiles',
  name,
  alias_name: name,
  position,
  status: 'active',
  web_app_id: 1,
  web_app: { name: 'LNPR' },
});
const tiles = [
  tile(1, 'vehicle_entries.today_count', 1),
  tile(2, 'visits.today_count', 2),
  tile(3, 'alerts.open_count', 3),
];

const overstay: SettingGroup = {
  name: 'Overstay Rules',
  alias_name: 'overstay_rules',
  schema: {
    max_overstay_minutes: { name: 'Max overstay minutes', desc: 'Minutes', data_type: 'Integer', allowed_values: null },
    auto_open_gate: { name: 'Auto open gate', desc: '', data_type: 'Boolean', allowed_values: null },
    alert_channels: { name: 'Alert channels', desc: '', data_type: 'Array', allowed_values: ['sms', 'mail'] },
    escalation_level: { name: 'Escalation level', desc: '', data_type: 'String', allowed_values: ['guard', 'manager'] },
  },
  values: { max_overstay_minutes: 120, auto_open_gate: false, alert_channels: ['sms'], escalation_level: 'guard' },
  updated_at: '2026-11-01T00:00:00Z',
  updated_by: { full_name: 'Priya Nair' },
};

const POSITIONS = 'PUT /api/v1/tile_configs/position';
const SETTING = 'PUT /api/v1/settings/{alias_name}';
let requests: FakeRequest[];
let settingSaved: FakeReply;
const calls = (route: string) => callsTo(requests, route);

function renderConfiguration() {
  renderRoute('/condos/marina-bay/configuration', '/condos/:id/configuration', <DashboardConfigurationScreen />);
}

const names = () =>
  within(screen.getByRole('table', { name: 'Tiles' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('Dashboard Configuration', () => {
  beforeEach(() => {
    signIn();
    settingSaved = { status: 200, body: { message: 'Overstay Rules updated successfully' } };
    ({ requests } = fakeApi({
      'GET /api/v1/tile_configs': () => ({ status: 200, body: { data: tiles } }),
      'GET /api/v1/settings': () => ({ status: 200, body: { data: [overstay] } }),
      [POSITIONS]: () => ({ status: 200, body: { message: 'Position updated successfully' } }),
      [SETTING]: () => settingSaved,
    }));
  });

  it('shows tile names with dots and underscores as capitalised words', () => {
    expect(tileDisplayName('vehicle_entries.today_count')).toBe('Vehicle Entries Today Count');
    expect(tileDisplayName('alerts')).toBe('Alerts');
  });

  it('lays out 1 column below 750 px, 2 from 750, 3 from 1500', () => {
    expect([749, 750, 1499, 1500].map(columnsFor)).toEqual([1, 2, 2, 3]);
  });

  it('moves a tile with the keyboard, which enables Update; Update saves every position and disables it', async () => {
    renderConfiguration();
    expect(await screen.findByText('Vehicle Entries Today Count')).toBeInTheDocument();
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();

    const handle = screen.getByRole('button', { name: 'Move Vehicle Entries Today Count' });
    handle.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(names()).toEqual(['Visits Today Count', 'Vehicle Entries Today Count', 'Alerts Open Count']);
    expect(screen.getByText('Vehicle Entries Today Count moved to position 2 of 3')).toBeInTheDocument();
    expect(update).toBeEnabled();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(screen.getByRole('button', { name: 'Move Alerts Open Count' }));
    await userEvent.keyboard('{ArrowUp}');
    expect(names()).toEqual(['Vehicle Entries Today Count', 'Alerts Open Count', 'Visits Today Count']);

    await userEvent.click(update);
    await waitFor(() =>
      expect(calls(POSITIONS).map((call) => call.body)).toEqual([
        {
          tiles: [
            { id: 1, position: 1 },
            { id: 3, position: 2 },
            { id: 2, position: 3 },
          ],
        },
      ]),
    );
    await waitFor(() => expect(update).toBeDisabled());
  });

  it('hides moving and editing without the tile update permission', async () => {
    localStorage.setItem('marina-bay_user_roles', JSON.stringify({ 'api/v1/tile_configs': ['index'] }));
    renderConfiguration();
    expect(await screen.findByText('Vehicle Entries Today Count')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('a role map of the spec: tile_configs status allows Edit, position allows moving and Update', async () => {
    localStorage.setItem('marina-bay_user_roles', JSON.stringify({ 'api/v1/tile_configs': ['index', 'status'] }));
    renderConfiguration();
    expect(await screen.findByText('Vehicle Entries Today Count')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit / }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    cleanup();
    localStorage.setItem('marina-bay_user_roles', JSON.stringify({ 'api/v1/tile_configs': ['index', 'position'] }));
    renderConfiguration();
    expect(await screen.findByText('Vehicle Entries Today Count')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('remembers the last tab and restores it', async () => {
    renderConfiguration();
    await screen.findByText('Vehicle Entries Today Count');
    await userEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(localStorage.getItem(TAB_STORAGE_KEY)).toBe('rules');
    expect(await screen.findByRole('region', { name: 'Overstay Rules' })).toBeInTheDocument();
  });

  it('edits a rule group and saves it on its own', async () => {
    localStorage.setItem(TAB_STORAGE_KEY, 'rules');
    renderConfiguration();
    const group = await screen.findByRole('region', { name: 'Overstay Rules' });
    expect(screen.getByRole('tab', { name: 'Rules', selected: true })).toBeInTheDocument();
    expect(within(group).getByText(/^Updated \d\d-\d\d-2026 .* by Priya Nair$/)).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('button', { name: 'Edit Overstay Rules' }));
    const minutes = within(group).getByLabelText('Max overstay minutes');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '45');
    await act(async () => {
      await userEvent.click(within(group).getByRole('button', { name: 'Save Overstay Rules' }));
    });
    await waitFor(() =>
      expect(calls(SETTING).map((call) => [call.path, call.body])).toEqual([
        [
          '/api/v1/settings/overstay_rules',
          {
            values: {
              max_overstay_minutes: 45,
              auto_open_gate: false,
              alert_channels: ['sms'],
              escalation_level: 'guard',
            },
          },
        ],
      ]),
    );
    await waitFor(() => expect(within(group).queryByRole('button', { name: 'Save Overstay Rules' })).toBeNull());
    expect(within(group).getByText('45')).toBeInTheDocument();
  });

  it('a refused rule save keeps the group open with what was typed', async () => {
    localStorage.setItem(TAB_STORAGE_KEY, 'rules');
    renderConfiguration();
    const group = await screen.findByRole('region', { name: 'Overstay Rules' });
    await userEvent.click(within(group).getByRole('button', { name: 'Edit Overstay Rules' }));
    settingSaved = { status: 422, body: { message: 'nope' } };
    await userEvent.click(within(group).getByRole('button', { name: 'Save Overstay Rules' }));
    await waitFor(() => expect(calls(SETTING)).toHaveLength(1));
    expect(within(group).getByRole('button', { name: 'Save Overstay Rules' })).toBeInTheDocument();
    expect(within(group).getByLabelText('Max overstay minutes')).toHaveValue('120');
  });
});
