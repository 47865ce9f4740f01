import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { testTheme } from '../../testing/theme';
import { ConsoleRoot } from '../ConsoleRoot';
import { defineListPage, type ListCallOptions, type ListParams, type ListResponse } from './definition';
import { ListPage } from './ListPage';
import { useServerList } from './useServerList';

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
      <ConsoleRoot theme={testTheme}>
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

  it('does not poll while inactive (a hidden tab), and refreshes silently when it shows again', async () => {
    jest.useFakeTimers();
    try {
      const resource = jest.fn(
        (_query: ListParams, _options?: ListCallOptions): Promise<ListResponse<Device>> =>
          Promise.resolve({ data: [{ id: 1, state: 'working' }], total_entries: 1 }),
      );
      const page = defineListPage<Device>({
        resource,
        rowKey: 'id',
        columns: [{ title: 'State', dataIndex: 'state', key: 'state' }],
        autoRefreshMs: 100,
      });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={['/devices']}>{children}</MemoryRouter>
      );
      const { result, rerender } = renderHook(({ active }) => useServerList(page, { active }), {
        wrapper,
        initialProps: { active: false },
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(result.current.rows).toHaveLength(1); // drawn while hidden
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      expect(resource).toHaveBeenCalledTimes(1); // ten intervals, no poll

      rerender({ active: true });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10);
      });
      expect(resource).toHaveBeenCalledTimes(2);
      expect(resource).toHaveBeenLastCalledWith({ page: 1, per_page: 25 }, { silent: true });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(250);
      });
      expect(resource.mock.calls.length).toBeGreaterThanOrEqual(3); // polling again
    } finally {
      jest.useRealTimers();
    }
  });
});
