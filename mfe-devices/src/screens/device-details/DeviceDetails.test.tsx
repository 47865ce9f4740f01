import type { PendingCommand } from '@condo/shared';
import { type FakeRequest, fakeApi, recordToasts } from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cameraFixture, kioskFixture, renderInDevices, specCameraRow } from '../testing/devices';
import { DeviceDetailsDrawer, RESET_QUESTION } from './DeviceDetailsDrawer';

jest.setTimeout(30_000);

const RESET = { status: 200, body: { message: 'Reset successfully' } };
/** The calls in the order they were made, as `PUT /api/v1/…`. */
const sent = (requests: FakeRequest[]) =>
  requests.map((request) => `${request.method} ${new URL(request.url).pathname.replace(/^\/tenants\/demo/, '')}`);

async function confirmReset(drawer: HTMLElement) {
  await userEvent.click(within(drawer).getByRole('button', { name: 'Reset' }));
  expect((await screen.findAllByText(RESET_QUESTION)).length).toBeGreaterThan(0);
  const confirm = screen.getAllByRole('dialog').find((element) => element.textContent?.includes(RESET_QUESTION));
  await userEvent.click(within(confirm as HTMLElement).getByRole('button', { name: 'Reset' }));
}

describe('Device Details', () => {
  it('shows the row as the spec shapes it, with no Commands table, and resets through the spec’s one path', async () => {
    const { toasts, stop } = recordToasts();
    const { requests } = fakeApi({ 'PUT /api/v1/vizitins/{id}/reset': () => RESET });
    const onChanged = jest.fn();
    renderInDevices(
      <DeviceDetailsDrawer kind="camera" device={specCameraRow()} onClose={jest.fn()} onChanged={onChanged} />,
    );

    const drawer = await screen.findByRole('dialog', { name: 'Device Details' });
    expect(within(drawer).getByText(/"mac_address": "AA:BB:CC:DD:EE:01"/)).toBeInTheDocument();
    expect(within(drawer).queryByText('Commands')).not.toBeInTheDocument();
    await confirmReset(drawer);

    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent(requests)).toEqual(['PUT /api/v1/vizitins/1/reset']);
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
    const { requests } = fakeApi({
      'PUT /api/v1/vizitins/{id}/reset': () => RESET,
      'GET /api/v1/kiosks/{id}': () => ({
        status: 200,
        body: { data: { ...kiosk, pending_commands: [reset, hardReset] } },
      }),
    });
    renderInDevices(<DeviceDetailsDrawer kind="kiosk" device={kiosk} onClose={jest.fn()} onChanged={jest.fn()} />);
    const drawer = await screen.findByRole('dialog', { name: 'Device Details' });
    const commands = within(drawer).getByRole('table', { name: 'Commands' });
    expect(within(commands).queryByText('Reset')).not.toBeInTheDocument();
    await confirmReset(drawer);
    await waitFor(() => expect(within(commands).getByText('Reset')).toBeInTheDocument());
    expect(sent(requests)).toEqual(['PUT /api/v1/vizitins/7/reset', 'GET /api/v1/kiosks/7']);
  });

  it('offers Reset only to those who may update the device', async () => {
    fakeApi({});
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
