import { callsTo, type FakeRequest, type FakeRoutes, fakeApi } from '@condo/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cameraFixture, kioskFixture, renderInDevices, vizitinFixture } from '../testing/devices';
import { DeviceFormModal } from './form';

jest.setTimeout(30_000);

const ok = (body: unknown) => ({ status: 200, body });
let requests: FakeRequest[];
function backend(routes: FakeRoutes = {}) {
  ({ requests } = fakeApi({
    'GET /api/v1/bots': () => ok({ data: [{ id: 9, name: 'Gate bot', status: 'active', role_group: null }] }),
    'GET /api/v1/facilities': () => ok({ data: [{ id: 5, name: 'Pool' }] }),
    'POST /api/v1/cameras': () => ok({ data: cameraFixture() }),
    'PUT /api/v1/kiosks/{id}': () => ok({ data: kioskFixture() }),
    ...routes,
  }));
}
const calls = (route: string) => callsTo(requests, route);
/** The bots the Assign Bot picker asked for: a page of 100 of these role groups. */
const botQueries = () => calls('GET /api/v1/bots').map((call) => call.query);
const botsOf = (...roleGroups: string[]) => ({ page: '1', per_page: '100', 'role_group[]': roleGroups });

/** The text an antd Select shows as its value. */
const selectedText = (label: string) =>
  (screen.getByLabelText(label).closest('.ant-select') as HTMLElement)
    .querySelector('.ant-select-content-has-value')
    ?.getAttribute('title') ?? '';

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const match = await screen.findAllByTitle(option);
  const item = match.find((element) => element.classList.contains('ant-select-item-option')) ?? match.at(-1);
  fireEvent.click(item as HTMLElement);
}

describe('Device form', () => {
  beforeEach(() => backend());

  it('adds a camera with the spec defaults and required fields', async () => {
    const onSaved = jest.fn();
    renderInDevices(<DeviceFormModal kind="camera" onClose={jest.fn()} onSaved={onSaved} />);

    const dialog = await screen.findByRole('dialog', { name: 'Add Camera' });
    expect(within(dialog).getByLabelText('TimeOut (minutes)')).toHaveValue('180');
    expect(selectedText('Status')).toBe('Active');
    expect(selectedText('Purpose')).toBe('LnprCamera');
    await waitFor(() => expect(botQueries()).toContainEqual(botsOf('LNPR-Bot', 'Alert-Bot')));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Please enter Name',
      'Please enter MAC Address',
      'Please select Camera Type',
      'Please enter DCS Channel',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(calls('POST /api/v1/cameras')).toEqual([]);

    // Camera types follow the purpose.
    await choose('Purpose', 'AlertCamera');
    fireEvent.mouseDown(screen.getByLabelText('Camera Type'));
    expect(await screen.findByTitle('Alert Cam')).toBeInTheDocument();
    expect(screen.queryByTitle('Resident Entry Cam')).toBeNull();
    fireEvent.click(screen.getByTitle('Alert Cam'));

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Barrier');
    await userEvent.type(within(dialog).getByLabelText('MAC Address'), 'aa:bb:cc:dd:ee:10');
    await userEvent.type(within(dialog).getByLabelText('DCS Channel'), 'ch-9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls('POST /api/v1/cameras').map((call) => call.body)).toEqual([
      {
        cameras: {
          name: 'Barrier',
          mac_address: 'aa:bb:cc:dd:ee:10',
          type: 'AlertCamera',
          camera_type: 'alert_cam',
          status: 'active',
          timeout: '180',
          dcs_channel: 'ch-9',
          bot_id: null,
        },
      },
    ]);
  });

  it('Assign Bot opened before its bots are in says they are loading, not that there are none', async () => {
    let answer: () => void = () => {};
    backend({
      'GET /api/v1/bots': () =>
        new Promise((resolve) => {
          answer = () => resolve(ok({ data: [{ id: 9, name: 'Gate bot', status: 'active', role_group: null }] }));
        }),
    });
    renderInDevices(<DeviceFormModal kind="camera" onClose={jest.fn()} onSaved={jest.fn()} />);
    await screen.findByRole('dialog', { name: 'Add Camera' });
    await waitFor(() => expect(botQueries()).toHaveLength(1));

    fireEvent.mouseDown(screen.getByLabelText('Assign Bot'));
    expect(await screen.findByRole('status', { name: 'Loading bots' })).toBeInTheDocument();
    expect(screen.queryByText('No data')).toBeNull();

    answer();
    expect(await screen.findByTitle('Gate bot')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading bots' })).toBeNull();
  });

  it('locks Name and MAC Address of an existing device and hides Purpose', async () => {
    renderInDevices(<DeviceFormModal kind="camera" device={cameraFixture()} onClose={jest.fn()} onSaved={jest.fn()} />);

    const dialog = await screen.findByRole('dialog', { name: 'Edit Camera' });
    expect(within(dialog).getByLabelText('Name')).toBeDisabled();
    expect(within(dialog).getByLabelText('MAC Address')).toBeDisabled();
    expect(within(dialog).queryByLabelText('Purpose')).toBeNull();
    expect(within(dialog).getByLabelText('DCS Channel')).toHaveValue('ch-1');
  });

  it('saves an existing device with the locked name and MAC it stores, even a MAC the add form would ask for', async () => {
    // A web check-in kiosk has no hardware address of its own; a backend may store it without one.
    const kiosk = kioskFixture({ device_type: 'webcheckin', mac_address: '' });
    const onSaved = jest.fn();
    renderInDevices(<DeviceFormModal kind="kiosk" device={kiosk} onClose={jest.fn()} onSaved={onSaved} />);

    const dialog = await screen.findByRole('dialog', { name: 'Edit Kiosk' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(within(dialog).queryByText('Please enter MAC Address')).toBeNull();
    expect(calls('PUT /api/v1/kiosks/{id}').map((call) => [call.path, call.body])).toEqual([
      ['/api/v1/kiosks/2', { kiosks: expect.objectContaining({ name: 'Lobby kiosk', device_type: 'webcheckin' }) }],
    ]);
  });

  it('clears the bot when the device type changes; facility_device shows the Facility selector', async () => {
    const kiosk = kioskFixture({ bot_id: 9, bot: { id: 9, name: 'Gate bot' } });
    renderInDevices(<DeviceFormModal kind="kiosk" device={kiosk} onClose={jest.fn()} onSaved={jest.fn()} />);

    const dialog = await screen.findByRole('dialog', { name: 'Edit Kiosk' });
    await waitFor(() => expect(botQueries()).toContainEqual(botsOf('VMS-Bot')));
    await waitFor(() => expect(selectedText('Assign Bot')).toBe('Gate bot'));
    expect(within(dialog).queryByLabelText('Facility')).toBeNull();

    await choose('Device Type', 'Facility');

    expect(selectedText('Assign Bot')).toBe('');
    expect(await within(dialog).findByLabelText('Facility')).toBeInTheDocument();
    await waitFor(() => expect(calls('GET /api/v1/facilities')).not.toEqual([]));
    await choose('Facility', 'Pool');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls('PUT /api/v1/kiosks/{id}').map((call) => [call.path, call.body])).toEqual([
        [
          '/api/v1/kiosks/2',
          { kiosks: expect.objectContaining({ device_type: 'facility_device', facility_id: 5, bot_id: null }) },
        ],
      ]),
    );
  });

  it('adds a vizitin with its defaults and keeps what was typed when the server refuses', async () => {
    const onClose = jest.fn();
    renderInDevices(<DeviceFormModal kind="vizitin" onClose={onClose} onSaved={jest.fn()} />);

    const dialog = await screen.findByRole('dialog', { name: 'Add Vizitin' });
    expect(selectedText('Device Type')).toBe('Plus');
    expect(selectedText('Workflow version')).toBe('Version 1');
    await waitFor(() => expect(botQueries()).toContainEqual(botsOf('Vizitin-Bot')));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter Description')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Name'), 'Tower 2');
    await userEvent.type(within(dialog).getByLabelText('MAC Address'), 'not-a-mac');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Second tower');
    backend({
      'POST /api/v1/vizitins': () => ({
        status: 422,
        body: { message: 'Invalid', data: ['mac_address must be six hex pairs separated by : or -'] },
      }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('mac_address must be six hex pairs');
    expect(within(dialog).getByLabelText('MAC Address')).toHaveValue('not-a-mac');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Tower 2');
    expect(onClose).not.toHaveBeenCalled();
    expect(calls('POST /api/v1/vizitins').map((call) => call.body)).toEqual([
      {
        vizitins: expect.objectContaining({
          device_type: 'vizitin_plus',
          version: 'v1',
          status: 'active',
          timeout: '180',
        }),
      },
    ]);
  });

  it('shows an existing vizitin its version', async () => {
    renderInDevices(
      <DeviceFormModal
        kind="vizitin"
        device={vizitinFixture({ version: 'v2' })}
        onClose={jest.fn()}
        onSaved={jest.fn()}
      />,
    );
    await screen.findByRole('dialog', { name: 'Edit Vizitin' });
    expect(selectedText('Workflow version')).toBe('Version 2');
  });
});
