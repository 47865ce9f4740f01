import { callsTo, fakeApi, recordToasts } from '@condo/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInDevices, vizitinFixture } from '../testing/devices';
import { ImageDevicesDialog } from './ImageDevicesDialog';

jest.setTimeout(30_000);

describe('Resident / Employee Image Devices', () => {
  it('pages the images, filters by status and copies an image path', async () => {
    const { toasts, stop } = recordToasts();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const images = {
      data: [
        {
          id: 41,
          resident_name: 'Ravi Kumar',
          phone: '+65 8123 4567',
          type: 'owner',
          status: 'published',
          call_back_id: 'cb-41',
          image_path: 's3://faces/41.jpg',
        },
      ],
      total_entries: 1,
    };
    const { requests } = fakeApi({
      'GET /api/v1/vizitins/{id}/face_id_images': () => ({ status: 200, body: images }),
    });
    const lists = () => callsTo(requests, 'GET /api/v1/vizitins/{id}/face_id_images');
    renderInDevices(<ImageDevicesDialog audience="resident" device={vizitinFixture()} onClose={jest.fn()} />);

    const dialog = await screen.findByRole('dialog', { name: 'Resident Image Devices' });
    const row = (await within(dialog).findByText('Ravi Kumar')).closest('tr') as HTMLElement;
    expect(within(row).getByText('+65 8123 4567')).toBeInTheDocument();
    expect(within(row).getByText('ID: 41')).toBeInTheDocument();
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('cb-41')).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: /Resident Details/ })).toBeInTheDocument();
    expect(lists()).toEqual([
      { path: '/api/v1/vizitins/3/face_id_images', query: { page: '1', per_page: '25' }, body: undefined },
    ]);

    await userEvent.click(within(row).getByRole('button', { name: 'Copy image path of Ravi Kumar' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('s3://faces/41.jpg'));
    expect(toasts.at(-1)).toMatchObject({ level: 'success', text: 'Path Copied' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'filter' }));
    fireEvent.click(await screen.findByText('Deleted'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(lists().at(-1)?.query).toEqual({ page: '1', per_page: '25', 'status[]': ['deleted'] }));
    stop();
  });
});
