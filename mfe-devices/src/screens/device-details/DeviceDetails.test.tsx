import { configureApi, type PendingCommand, setCurrentCondo, setSession } from '@condo/shared';
import { installFakeBackend, recordToasts, tokenExpiringIn } from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cameraFixture, kioskFixture, renderInDevices, specCameraRow } from '../testing/devices';
import { DeviceDetailsDrawer, RESET_QUESTION } from './DeviceDetailsDrawer';

jest.setTimeout(30_000);

beforeEach(() => {
  configureApi({ baseUrl: 'https://gw.test/', condoBaseUrlTemplate: 'https://gw.test/{condo}' });
  setCurrentCondo('demo');
  setSession({ token: tokenExpiringIn(3600), refresh_token: 'r', email: 'ops@example.com' });
});

async function confirmReset(drawer: HTMLElement) {
  await userEvent.click(within(drawer).getByRole('button', { name: 'Reset' }));
  expect((await screen.findAllByText(RESET_QUESTION)).length).toBeGreaterThan(0);
  const confirm = screen.getAllByRole('dialog').find((element) => element.textContent?.includes(RESET_QUESTION));
  await userEvent.click(within(confirm as HTMLElement).getByRole('button', { name: 'Reset' }));
}

describe('Device Details', () => {
  it('shows the row as the spec shapes it, with no Commands table, and resets through the spec’s one path', async () => {
    const { toasts, stop } = recordToasts();
    const { requests } = installFakeBackend(() => ({ status: 200, body: { message: 'Reset successfully' } }));
    const onChanged = jest.fn();
    renderInDevices(
      <DeviceDetailsDrawer kind="camera" device={specCameraRow()} onClose={jest.fn()} onChanged={onChanged} />,
    );

    const drawer = await screen.findByRole('dialog', { name: 'Device Details' });
    expect(within(drawer).getByText(/"mac_address": "AA:BB:CC:DD:EE:01"/)).toBeInTheDocument();
    expect(within(drawer).queryByText('Commands')).not.toBeInTheDocument();
    await confirmReset(drawer);

    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'PUT https://gw.test/demo/api/v1/vizitins/1/reset',
    ]);
    expect(toasts.some((toast) => toast.level === 'success' && toast.text === 'Reset successfully')).toBe(true);
    stop();
  });

  it('lists the commands where the backend sends them, resets a kiosk by its id and shows the new command', async () => {
    const hardReset: PendingCommand = {
      id: 1,
      kind: 'hard_reset',
      status: 'pending',
      created_at: '2026-01-05T08:00:00Z',
    };
    const reset: PendingCommand = { id: 2, kind: 'reset', status: 'pending', created_at: '2026-01-05T09:00:00Z' };
    const kiosk = kioskFixture({ id: 7, pending_commands: [hardReset] });
    const { requests } = installFakeBackend((request) =>
      request.method === 'GET'
        ? { status: 200, body: { data: { ...kiosk, pending_commands: [reset, hardReset] } } }
        : { status: 200, body: { message: 'Reset successfully' } },
    );
    renderInDevices(<DeviceDetailsDrawer kind="kiosk" device={kiosk} onClose={jest.fn()} onChanged={jest.fn()} />);
    const drawer = await screen.findByRole('dialog', { name: 'Device Details' });
    const commands = within(drawer).getByRole('table', { name: 'Commands' });
    expect(within(commands).queryByText('Reset')).not.toBeInTheDocument();
    await confirmReset(drawer);
    await waitFor(() => expect(within(commands).getByText('Reset')).toBeInTheDocument());
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'PUT https://gw.test/demo/api/v1/vizitins/7/reset',
      'GET https://gw.test/demo/api/v1/kiosks/7',
    ]);
  });

  it('offers Reset only to those who may update the device', async () => {
    installFakeBackend(() => ({ status: 200, body: {} }));
    const readOnly = { list: true, create: false, update: false };
    renderInDevices(
      <DeviceDetailsDrawer kind="camera" device={cameraFixture()} onClose={jest.fn()} onChanged={jest.fn()} />,
      {
        actions: {
          permissions: {
            camera: readOnly,
            kiosk: readOnly,
            vizitin: readOnly,
            hardReset: false,
            inAppUpdate: false,
            facilitiesAction: false,
          },
        },
      },
    );
    const drawer = await screen.findByRole('dialog', { name: 'Device Details' });
    expect(within(drawer).queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
  });
});
