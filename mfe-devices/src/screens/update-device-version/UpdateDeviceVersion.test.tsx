import { callsTo, type FakeReply, fakeApi, recordToasts } from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInDevices, vizitinFixture } from '../testing/devices';
import { sanitizeVersion } from './sanitizeVersion';
import { UpdateDeviceVersionDialog } from './UpdateDeviceVersionDialog';

jest.setTimeout(30_000);

const UPDATE = 'PUT /api/v1/vizitins/device_in_app_update';
const answering = (reply: FakeReply) => fakeApi({ [UPDATE]: () => reply });

describe('Update Device Version', () => {
  it('keeps only letters, digits, underscore and dot', () => {
    expect(sanitizeVersion('v2.4-beta 1/ä_x')).toBe('v2.4beta1_x');
    expect(sanitizeVersion(undefined)).toBe('');
  });

  it('requires the version, strips other characters as typed and reports the server message', async () => {
    const { toasts, stop } = recordToasts();
    const onClose = jest.fn();
    const { requests } = answering({ status: 200, body: { data: null, message: 'Queued for the device' } });
    renderInDevices(<UpdateDeviceVersionDialog device={vizitinFixture()} onClose={onClose} onUpdated={jest.fn()} />);

    const dialog = await screen.findByRole('dialog', { name: 'Update Device Version' });
    expect(within(dialog).getByLabelText('Device')).toHaveValue('AA:BB:CC:DD:EE:03');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Please enter the latest version')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Latest version'), '2.4-rc 1!');
    expect(within(dialog).getByLabelText('Latest version')).toHaveValue('2.4rc1');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(requests, UPDATE).map((call) => call.body)).toEqual([
      { update_version: '2.4rc1', device_mac_address: 'AA:BB:CC:DD:EE:03' },
    ]);
    expect(toasts.at(-1)).toMatchObject({ level: 'success', text: 'Queued for the device' });
    stop();
  });

  it("says 'Failed to update device: ' with the reason when the server refuses", async () => {
    const { toasts, stop } = recordToasts();
    answering({ status: 404, body: { message: 'No vizitin of this condo has that MAC address' } });
    renderInDevices(<UpdateDeviceVersionDialog device={vizitinFixture()} onClose={jest.fn()} onUpdated={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Update Device Version' });
    await userEvent.type(within(dialog).getByLabelText('Latest version'), '3.0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(toasts.at(-1)).toMatchObject({
        level: 'error',
        text: 'Failed to update device: No vizitin of this condo has that MAC address',
      }),
    );
    stop();
  });
});
