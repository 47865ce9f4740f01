import { api, bus, type Toast } from '@condo/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cameraFixture, renderInDevices } from '../testing/devices';
import { DeviceDetailsDrawer, RESET_QUESTION } from './DeviceDetailsDrawer';

jest.setTimeout(30_000);

jest.mock('@condo/shared', () => {
  const actual = jest.requireActual('@condo/shared');
  return { ...actual, api: { ...actual.api, cameras: { ...actual.api.cameras, get: jest.fn(), reset: jest.fn() } } };
});

const getCamera = api.cameras.get as jest.Mock;
const resetCamera = api.cameras.reset as jest.Mock;

describe('Device Details', () => {
  it("shows the raw record and resets after 'Are you sure want to Reset..!'", async () => {
    const toasts: Toast[] = [];
    const subscription = bus.toast$.subscribe((toast) => toasts.push(toast));
    const camera = cameraFixture();
    getCamera.mockResolvedValueOnce({ data: camera });
    getCamera.mockResolvedValue({
      data: {
        ...camera,
        pending_commands: [{ id: 1, kind: 'reset', status: 'pending', created_at: '2026-01-05T08:00:00Z' }],
      },
    });
    resetCamera.mockResolvedValue({ message: 'Reset successfully' });
    const onChanged = jest.fn();
    renderInDevices(<DeviceDetailsDrawer kind="camera" device={camera} onClose={jest.fn()} onChanged={onChanged} />);

    const drawer = await screen.findByRole('dialog', { name: 'Device Details' });
    expect(within(drawer).getByText(/"mac_address": "AA:BB:CC:DD:EE:01"/)).toBeInTheDocument();
    expect(within(drawer).getByText('No commands sent to this device')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Reset' }));
    expect((await screen.findAllByText(RESET_QUESTION)).length).toBeGreaterThan(0);
    const confirm = screen.getAllByRole('dialog').find((element) => element.textContent?.includes(RESET_QUESTION));
    await userEvent.click(within(confirm as HTMLElement).getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(resetCamera).toHaveBeenCalledWith({ params: { id: 1 } }));
    expect(toasts.at(-1)).toMatchObject({ level: 'success', text: 'Reset successfully' });
    expect(onChanged).toHaveBeenCalled();
    expect(await within(drawer).findByText('Pending')).toBeInTheDocument();
    subscription.unsubscribe();
  });
});
