import type { CondoListItem } from '@condo/shared';
import { callsTo, type FakeRequest, fakeApi, renderScreen } from '@condo/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router-dom';
import { condoFixture } from '../testing/condos';
import { CondoListScreen } from './CondoListScreen';
import { reloadAfterSave } from './list';

const condos: CondoListItem[] = [
  condoFixture({ id: 7, name: 'Sunrise Towers', alias_name: 'sunrise-towers' }),
  condoFixture({ id: 9, name: 'Marina Bay Residences', alias_name: 'marina-bay' }),
];

function DetailsProbe() {
  const { id } = useParams();
  return <h1>Details of {id}</h1>;
}

function renderCondoList() {
  renderScreen(
    '/condos',
    '*',
    <Routes>
      <Route path="/condos" element={<CondoListScreen />} />
      <Route path="/condos/:id/details" element={<DetailsProbe />} />
    </Routes>,
  );
}

describe('Condos list', () => {
  let requests: FakeRequest[];
  // Not a super admin: the available web apps are not answered, so there is no Add.
  const lists = () => callsTo(requests, 'GET /admin/condos').map((call) => call.query);
  beforeEach(() => {
    ({ requests } = fakeApi({
      'GET /admin/condos': () => ({ status: 200, body: { data: condos, total_entries: 2 } }),
    }));
    // biome-ignore lint/suspicious/noDocumentCookie: a test clearing the cookie between cases.
    document.cookie = 'condo_id=; max-age=0; path=/';
  });

  it('shows each condo with its Name and Alias Name, paged by the server', async () => {
    renderCondoList();

    expect(screen.getByRole('heading', { name: 'Condos' })).toBeInTheDocument();
    const row = (await screen.findByText('Sunrise Towers')).closest('tr') as HTMLElement;
    expect(within(row).getByText('sunrise-towers')).toBeInTheDocument();
    expect(screen.getByText('Marina Bay Residences')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Alias Name' })).toBeInTheDocument();
    expect(screen.getByText('1-2 of 2 results')).toBeInTheDocument();
    expect(lists()).toEqual([{ page: '1', per_page: '25' }]);
  });

  it('searches the condos on the server', async () => {
    renderCondoList();
    await screen.findByText('Sunrise Towers');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Condos' }), 'marina{Enter}');

    await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', per_page: '25', query: 'marina' }));
  });

  it('Details remembers the condo for 60 hours and opens /condos/<alias>/details', async () => {
    const cookieWrites = jest.spyOn(document, 'cookie', 'set');
    renderCondoList();
    await screen.findByText('Sunrise Towers');

    await userEvent.click(screen.getByRole('button', { name: 'Details of Sunrise Towers' }));

    expect(await screen.findByRole('heading', { name: 'Details of sunrise-towers' })).toBeInTheDocument();
    expect(document.cookie).toContain('condo_id=7');
    expect(cookieWrites).toHaveBeenCalledWith(expect.stringContaining(`max-age=${60 * 60 * 60}`));
  });
});

describe('after a condo is created', () => {
  it('the list reloads a second later, not at once (spec part 2 §4)', () => {
    jest.useFakeTimers();
    try {
      const refreshSilently = jest.fn();
      reloadAfterSave({ refreshSilently })();
      jest.advanceTimersByTime(900);
      expect(refreshSilently).not.toHaveBeenCalled();
      jest.advanceTimersByTime(100);
      expect(refreshSilently).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
