import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ConsoleRoot } from '../ConsoleRoot';
import { consoleTheme } from '../theme';
import { defineListPage, type ListCallOptions, type ListParams, type ListResponse } from './definition';
import { ListPage } from './ListPage';

interface Device {
  id: number;
  state: string;
}

describe('a list with autoRefreshMs', () => {
  it('fetches the page again silently and shows what changed, without a spinner', async () => {
    let state = 'working';
    const resource = jest.fn(
      (_query: ListParams, _options?: ListCallOptions): Promise<ListResponse<Device>> =>
        Promise.resolve({ data: [{ id: 1, state }], total_entries: 1 }),
    );
    const page = defineListPage<Device>({
      resource,
      title: 'Devices',
      rowKey: 'id',
      columns: [{ title: 'State', dataIndex: 'state', key: 'state' }],
      autoRefreshMs: 100,
    });
    render(
      <ConsoleRoot theme={{ ...consoleTheme, zeroRuntime: true }}>
        <MemoryRouter initialEntries={['/devices']}>
          <ListPage page={page} />
        </MemoryRouter>
      </ConsoleRoot>,
    );

    expect(await screen.findByText('working')).toBeInTheDocument();
    expect(resource).toHaveBeenNthCalledWith(1, { page: 1, per_page: 25 });
    state = 'lost_connectivity';

    expect(await screen.findByText('lost_connectivity')).toBeInTheDocument();
    expect(resource).toHaveBeenLastCalledWith({ page: 1, per_page: 25 }, { silent: true });
    expect(document.querySelector('.ant-spin-spinning')).toBeNull();
    await waitFor(() => expect(resource.mock.calls.length).toBeGreaterThan(2));
  });
});
