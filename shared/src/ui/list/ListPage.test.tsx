import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { testTheme } from '../../testing/theme';
import { ConsoleRoot } from '../ConsoleRoot';
import { defineListPage, type ListPageDefinition, type ListParams, type ListResponse } from './definition';
import { ListPage } from './ListPage';
import { forgetTablePreferences } from './useTablePreferences';

interface Condo {
  id: number;
  name: string;
  status: string;
}

const allCondos: Condo[] = Array.from({ length: 28 }, (_, index) => ({
  id: index + 1,
  name: `Condo ${index + 1}`,
  status: index % 2 ? 'inactive' : 'active',
}));

type Query = ListParams & { status?: string[] };

/** A server in miniature: pages, searches and filters the 28 condos. */
function fakeServer(query: Query): Promise<ListResponse<Condo>> {
  const matching = allCondos.filter(
    (condo) =>
      (!query.query || condo.name.toLowerCase().includes(query.query.toLowerCase())) &&
      (!query.status || query.status.includes(condo.status)),
  );
  const start = (query.page - 1) * query.per_page;
  return Promise.resolve({ data: matching.slice(start, start + query.per_page), total_entries: matching.length });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderCondoList(
  resource: jest.Mock<Promise<ListResponse<Condo>>, [Query]>,
  url = '/condos',
  extra: Partial<ListPageDefinition<Condo, Query>> = {},
) {
  const page = defineListPage<Condo, Query>({
    ...extra,
    resource,
    title: 'Condos',
    rowKey: 'id',
    search: true,
    columns: [
      { title: 'Name', dataIndex: 'name', key: 'name' },
      {
        title: 'Status',
        dataIndex: 'status',
        key: 'status',
        filters: [
          { text: 'Active', value: 'active' },
          { text: 'Inactive', value: 'inactive' },
        ],
      },
    ],
  });
  return render(
    <ConsoleRoot theme={testTheme}>
      <MemoryRouter initialEntries={[url]}>
        <ListPage page={page} />
        <LocationProbe />
      </MemoryRouter>
    </ConsoleRoot>,
  );
}

// Without runtime styles: jsdom recomputes every antd <style> tag on each visibility check, ten times slower.
const urlParams = () => new URLSearchParams(screen.getByTestId('location').textContent ?? '');

describe('ListPage', () => {
  it('shows a skeleton, then the first page with the range text of spec §9', async () => {
    const resource = jest.fn(fakeServer);
    renderCondoList(resource);

    expect(screen.getByRole('status', { name: 'Loading Condos' })).toBeInTheDocument();
    expect(await screen.findByText('1-25 of 28 results')).toBeInTheDocument();
    expect(screen.getByText('Condo 1')).toBeInTheDocument();
    expect(screen.queryByText('Condo 26')).not.toBeInTheDocument();
    expect(resource).toHaveBeenCalledTimes(1);
    expect(resource).toHaveBeenCalledWith({ page: 1, per_page: 25 });
  });

  it('asks the server for page 2 when the user changes page, and keeps it in the URL', async () => {
    const resource = jest.fn(fakeServer);
    renderCondoList(resource);
    await screen.findByText('1-25 of 28 results');

    await userEvent.click(screen.getByTitle('2'));

    expect(await screen.findByText('26-28 of 28 results')).toBeInTheDocument();
    expect(screen.getByText('Condo 28')).toBeInTheDocument();
    expect(resource).toHaveBeenLastCalledWith({ page: 2, per_page: 25 });
    expect(urlParams().get('page')).toBe('2');
  });

  it('offers the page sizes 10, 25, 50 and 100 and starts again at page 1 on a new size', async () => {
    const resource = jest.fn(fakeServer);
    renderCondoList(resource, '/condos?page=2');
    await screen.findByText('26-28 of 28 results');

    await userEvent.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10 / page', '25 / page', '50 / page', '100 / page']);
    await userEvent.click(screen.getByTitle('10 / page'));

    expect(await screen.findByText('1-10 of 28 results')).toBeInTheDocument();
    expect(resource).toHaveBeenLastCalledWith({ page: 1, per_page: 10 });
    expect(urlParams().get('per_page')).toBe('10');
    expect(urlParams().get('page')).toBeNull();
  });

  describe('a search that is an addition of the reference API (fitsRequest)', () => {
    const fitsRequest = (condo: Condo, { query }: { query: string }) =>
      condo.name.toLowerCase().includes(query.toLowerCase());
    const notice = 'The server did not search or filter: showing the matches in the rows loaded';

    it('against a server that ignores it, shows the loaded rows that match and says so', async () => {
      const ignoresSearch = jest.fn((query: Query) => fakeServer({ page: query.page, per_page: query.per_page }));
      renderCondoList(ignoresSearch, '/condos?query=Condo%202', { fitsRequest });

      expect(await screen.findByText('Condo 2')).toBeInTheDocument();
      expect(ignoresSearch).toHaveBeenCalledWith({ page: 1, per_page: 25, query: 'Condo 2' });
      // Condo 2 and Condo 20…25 are on the first page of 25; Condo 26…28 are not loaded.
      expect(screen.getAllByRole('row').slice(1)).toHaveLength(7);
      expect(screen.queryByText('Condo 1')).not.toBeInTheDocument();
      expect(screen.getByText(notice)).toHaveAttribute('role', 'status');
    });

    it('against a server that searches, shows its answer as it is', async () => {
      const resource = jest.fn(fakeServer);
      renderCondoList(resource, '/condos?query=Condo%202', { fitsRequest });

      expect(await screen.findByText('1-10 of 10 results')).toBeInTheDocument();
      expect(screen.queryByText(notice)).not.toBeInTheDocument();
    });
  });

  it('debounces the search box by one second and resets to page 1', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const resource = jest.fn(fakeServer);
      renderCondoList(resource, '/condos?page=2');
      await screen.findByText('26-28 of 28 results');
      resource.mockClear();

      await user.type(screen.getByRole('searchbox', { name: 'Search Condos' }), 'Condo 1');
      act(() => jest.advanceTimersByTime(900));
      expect(resource).not.toHaveBeenCalled();

      act(() => jest.advanceTimersByTime(100));
      await waitFor(() => expect(resource).toHaveBeenCalledTimes(1));
      expect(resource).toHaveBeenCalledWith({ page: 1, per_page: 25, query: 'Condo 1' });
      expect(await screen.findByText('1-11 of 11 results')).toBeInTheDocument();
      expect(urlParams().get('query')).toBe('Condo 1');
      expect(urlParams().get('page')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('goes back to the last page when the page asked for is past the end', async () => {
    const resource = jest.fn(fakeServer);
    renderCondoList(resource, '/condos?page=9');

    expect(await screen.findByText('Condo 28')).toBeInTheDocument();
    expect(screen.getByText('26-28 of 28 results')).toBeInTheDocument();
    expect(resource).toHaveBeenLastCalledWith({ page: 2, per_page: 25 });
    expect(urlParams().get('page')).toBe('2');
  });

  it('restores page and query from the URL (reload, back)', async () => {
    const resource = jest.fn(fakeServer);
    renderCondoList(resource, '/condos?page=2&query=Condo');

    expect(await screen.findByText('26-28 of 28 results')).toBeInTheDocument();
    expect(resource).toHaveBeenCalledWith({ page: 2, per_page: 25, query: 'Condo' });
    expect(screen.getByRole('searchbox', { name: 'Search Condos' })).toHaveValue('Condo');
  });

  it('sends column filters to the server and keeps them in the URL', async () => {
    const resource = jest.fn(fakeServer);
    renderCondoList(resource);
    await screen.findByText('1-25 of 28 results');

    const statusHeader = screen.getByRole('columnheader', { name: /Status/ });
    await userEvent.click(within(statusHeader).getByRole('button'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Inactive/ }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('1-14 of 14 results')).toBeInTheDocument();
    expect(resource).toHaveBeenLastCalledWith({ page: 1, per_page: 25, status: ['inactive'] });
    expect(urlParams().getAll('status')).toEqual(['inactive']);
  });

  it("shows the spec's 'No Data Found!' when the server has no rows, then the screen's own hint", async () => {
    const resource = jest.fn((_query: Query) => Promise.resolve<ListResponse<Condo>>({ data: [], total_entries: 0 }));
    renderCondoList(resource, '/condos', { emptyText: 'No condos yet' });

    expect(await screen.findByText('No Data Found!')).toBeInTheDocument();
    expect(screen.getByText('No condos yet')).toBeInTheDocument();
    expect(screen.queryByText(/results$/)).not.toBeInTheDocument();
  });

  it('a list declared emptyOnError marks the table empty on a failed load, with the reason and Retry', async () => {
    const resource = jest
      .fn((_query: Query) => Promise.resolve<ListResponse<Condo>>({ data: [], total_entries: 0 }))
      .mockRejectedValueOnce({ response: { status: 500, data: {} } });
    renderCondoList(resource, '/condos', { emptyOnError: true });

    expect(await screen.findByText('No Data Found!')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Condos' })).toBeInTheDocument();
    expect(screen.queryByText('The list could not be loaded')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(resource).toHaveBeenCalledTimes(2));
  });

  it('shows the failure with a Retry button that calls the server again', async () => {
    const resource = jest
      .fn(fakeServer)
      .mockRejectedValueOnce({ response: { status: 502, data: { message: 'Could not fetch data from remote.!!!' } } });
    renderCondoList(resource);

    expect(await screen.findByText('Could not fetch data from remote.!!!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('1-25 of 28 results')).toBeInTheDocument();
    expect(screen.queryByText('Could not fetch data from remote.!!!')).not.toBeInTheDocument();
    expect(resource).toHaveBeenCalledTimes(2);
  });

  it('keeps the rows and shows a spinner while it reloads', async () => {
    let answer: (response: ListResponse<Condo>) => void = () => {};
    const resource = jest.fn(fakeServer);
    renderCondoList(resource);
    await screen.findByText('1-25 of 28 results');

    resource.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));

    expect(screen.getByText('Condo 1')).toBeInTheDocument();
    expect(document.querySelector('.ant-spin-spinning')).not.toBeNull();
    await act(async () => answer({ data: allCondos.slice(0, 25), total_entries: 28 }));
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
  });

  it('opens a row with Enter once, and the key press goes no further (to a form that takes the focus at once)', async () => {
    const opened: string[] = [];
    renderCondoList(jest.fn(fakeServer), '/condos', { onRowClick: (condo) => opened.push(condo.name) });
    const row = (await screen.findByText('Condo 3')).closest('tr') as HTMLElement;

    const pressed = fireEvent.keyDown(row, { key: 'Enter' });

    expect(opened).toEqual(['Condo 3']);
    expect(pressed).toBe(false); // default prevented: no keypress, so no click on the opened form's focused button
    expect(fireEvent.keyDown(row, { key: 'a' })).toBe(true);
    expect(opened).toEqual(['Condo 3']);
  });

  describe('the user’s columns and density (remembered in this browser when no one is signed in)', () => {
    afterEach(() => {
      localStorage.clear();
      forgetTablePreferences();
    });

    it('hides a column, makes the rows compact, keeps both for the next visit, and resets', async () => {
      const first = renderCondoList(jest.fn(fakeServer));
      await screen.findByText('1-25 of 28 results');
      await userEvent.click(screen.getByRole('button', { name: 'Columns of Condos' }));
      const chooser = await screen.findByRole('table', { name: 'Columns of Condos' });
      await userEvent.click(within(chooser).getByRole('checkbox', { name: 'Status' }));
      expect(within(chooser).getByRole('checkbox', { name: 'Name' })).toBeDisabled(); // one column stays
      await userEvent.click(screen.getByRole('radio', { name: 'Compact' }));

      const list = screen.getByRole('table', { name: 'Condos' });
      expect(within(list).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
      expect(within(list).queryByRole('columnheader', { name: /^Status/ })).toBeNull();
      expect(list.closest('.ant-table')).toHaveClass('ant-table-small');

      first.unmount();
      renderCondoList(jest.fn(fakeServer));
      await screen.findByText('1-25 of 28 results');
      const again = screen.getByRole('table', { name: 'Condos' });
      expect(within(again).queryByRole('columnheader', { name: /^Status/ })).toBeNull();
      expect(again.closest('.ant-table')).toHaveClass('ant-table-small');

      await userEvent.click(screen.getByRole('button', { name: 'Columns of Condos' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Reset columns and density' }));
      const reset = screen.getByRole('table', { name: 'Condos' });
      expect(within(reset).getByRole('columnheader', { name: /^Status/ })).toBeInTheDocument();
      expect(reset.closest('.ant-table')).not.toHaveClass('ant-table-small');
    });

    it('hiding a filtered column clears its filter: no filter applies that nobody can see', async () => {
      const resource = jest.fn(fakeServer);
      renderCondoList(resource, '/condos?status=active');
      await screen.findByText('1-14 of 14 results');
      await userEvent.click(screen.getByRole('button', { name: 'Columns of Condos' }));
      const chooser = await screen.findByRole('table', { name: 'Columns of Condos' });
      await userEvent.click(within(chooser).getByRole('checkbox', { name: 'Status' }));

      await screen.findByText('1-25 of 28 results');
      expect(urlParams().has('status')).toBe(false);
      expect(resource).toHaveBeenLastCalledWith(expect.not.objectContaining({ status: expect.anything() }));
      const list = screen.getByRole('table', { name: 'Condos' });
      expect(within(list).queryByRole('columnheader', { name: /^Status/ })).toBeNull();
    });

    it('a hidden column shows while a link filters by it, until the filter goes', async () => {
      const first = renderCondoList(jest.fn(fakeServer));
      await screen.findByText('1-25 of 28 results');
      await userEvent.click(screen.getByRole('button', { name: 'Columns of Condos' }));
      await userEvent.click(
        within(await screen.findByRole('table', { name: 'Columns of Condos' })).getByRole('checkbox', {
          name: 'Status',
        }),
      );
      first.unmount();

      renderCondoList(jest.fn(fakeServer), '/condos?status=inactive');
      await screen.findByText('1-14 of 14 results');
      const list = screen.getByRole('table', { name: 'Condos' });
      expect(within(list).getByRole('columnheader', { name: /^Status/ })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Columns of Condos' }));
      const status = within(await screen.findByRole('table', { name: 'Columns of Condos' })).getByRole('checkbox', {
        name: 'Status',
      });
      expect(status).toBeChecked();
      await userEvent.click(status);
      await screen.findByText('1-25 of 28 results');
      expect(within(list).queryByRole('columnheader', { name: /^Status/ })).toBeNull();
    });

    it('moves a column with Arrow Down on its handle, and says where it went', async () => {
      renderCondoList(jest.fn(fakeServer));
      await screen.findByText('1-25 of 28 results');
      await userEvent.click(screen.getByRole('button', { name: 'Columns of Condos' }));
      const handle = await screen.findByRole('button', { name: 'Move Name' });
      fireEvent.keyDown(handle, { key: 'ArrowDown' });

      const headers = within(screen.getByRole('table', { name: 'Condos' })).getAllByRole('columnheader');
      expect(headers.map((header) => header.textContent?.trim())).toEqual(['Status', 'Name']);
      expect(screen.getByText('Name moved to position 2 of 2')).toBeInTheDocument();
    });
  });
});
