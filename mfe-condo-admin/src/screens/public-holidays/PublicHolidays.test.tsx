import type { PublicHoliday } from '@condo/shared';
import {
  CONDO,
  callsTo,
  collectToasts,
  type FakeReply,
  type FakeRequest,
  fakeApi,
  renderScreen,
} from '@condo/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { holidayBody } from './formValues';
import { formatHolidayDate } from './list';
import { PublicHolidaysScreen } from './PublicHolidaysScreen';

jest.setTimeout(30_000);

const FULL = { 'api/v1/public_holidays': ['index', 'create', 'destroy'] };

const holidays: PublicHoliday[] = [
  { id: 1, date: '2026-08-09', day: 'sunday', holiday: 'National Day' },
  { id: 2, date: '2026-12-25', day: 'friday', holiday: 'Christmas Day' },
];

let location = '';
function LocationProbe() {
  location = useLocation().search;
  return null;
}

function renderHolidays(permissions = FULL, search = '') {
  renderScreen(
    `/condos/${CONDO}/public/holidays${search}`,
    '/condos/:id/public/holidays',
    <>
      <PublicHolidaysScreen />
      <LocationProbe />
    </>,
    permissions,
  );
}

const toasts = collectToasts();

describe('Public holidays', () => {
  let requests: FakeRequest[];
  let total: number;
  let created: FakeReply;
  const lists = () => callsTo(requests, 'GET /api/v1/public_holidays').map((call) => call.query);
  beforeEach(() => {
    total = 2;
    created = { status: 201, body: { data: holidays[0], message: 'Saved Successfully..!' } };
    ({ requests } = fakeApi({
      'GET /api/v1/public_holidays': () => ({ status: 200, body: { data: holidays, total_entries: total } }),
      'POST /api/v1/public_holidays': () => created,
      'DELETE /api/v1/public_holidays/{id}': () => ({ status: 200, body: { message: 'Deleted Successfully..!!' } }),
    }));
  });
  afterEach(() => jest.useRealTimers());

  it('shows Date (DD-MM-YYYY), Day and Holiday, asking page 1 of 25', async () => {
    renderHolidays();
    const row = (await screen.findByText('National Day')).closest('tr') as HTMLElement;
    expect(within(row).getByText('09-08-2026')).toBeInTheDocument();
    expect(within(row).getByText('Sunday')).toBeInTheDocument();
    for (const name of ['Date', 'Day', 'Holiday'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(lists()[0]).toEqual({ page: '1', per_page: '25' });
    expect(formatHolidayDate('2026-01-01')).toBe('01-01-2026');
  });

  it('search is debounced by a second, goes back to page 1 and is kept in the URL', async () => {
    total = 60;
    renderHolidays(FULL, '?page=2');
    await screen.findByText('National Day');
    expect(lists()[0]).toEqual({ page: '2', per_page: '25' });
    jest.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Public Holidays' }), {
      target: { value: 'christmas' },
    });
    act(() => jest.advanceTimersByTime(900));
    expect(lists().some((query) => query.query === 'christmas')).toBe(false);
    act(() => jest.advanceTimersByTime(200));
    await waitFor(() => expect(lists().at(-1)).toEqual({ page: '1', per_page: '25', query: 'christmas' }));
    expect(location).toContain('query=christmas');
  });

  it('adds a holiday: the day follows the date, is lowercased, the date goes as DD/MM/YYYY; toast; reload 1 s later', async () => {
    renderHolidays();
    await screen.findByText('National Day');
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    const dateInput = within(dialog).getByLabelText('Date');
    await userEvent.click(dateInput);
    await userEvent.type(dateInput, '07-09-2026{Enter}');
    await waitFor(() => expect(within(dialog).getByLabelText('Day')).toHaveValue('Monday'));
    await userEvent.type(within(dialog).getByLabelText('Holiday'), 'Condo Day');
    const calls = lists().length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(requests, 'POST /api/v1/public_holidays').map((call) => call.body)).toEqual([
        { pub_holiday: { date: '07/09/2026', day: 'monday', holiday: 'Condo Day' } },
      ]),
    );
    await waitFor(() => expect(toasts).toContain('Saved Successfully..!'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(lists().length).toBeGreaterThan(calls), { timeout: 3000 });
  });

  it('a refused save keeps the form and shows the server’s message', async () => {
    created = { status: 422, body: { message: '09/08/2026 is already a public holiday' } };
    renderHolidays();
    await screen.findByText('National Day');
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    const dateInput = within(dialog).getByLabelText('Date');
    await userEvent.click(dateInput);
    await userEvent.type(dateInput, '09-08-2026{Enter}');
    await userEvent.type(within(dialog).getByLabelText('Holiday'), 'Again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('already a public holiday');
    expect(within(dialog).getByLabelText('Holiday')).toHaveValue('Again');
  });

  it('delete asks “Delete Holiday” with a danger Delete, then reloads', async () => {
    renderHolidays();
    await screen.findByText('National Day');
    await userEvent.click(screen.getByRole('button', { name: 'Delete holiday National Day' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Delete Holiday')[0]).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure to delete this holiday?')).toBeInTheDocument();
    // Only the screen's own words (spec part 2 §2), not the shared dialog's warning and 'No, Go Back'.
    expect(within(dialog).queryByText(/cannot be retrived/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'No, Go Back' })).toBeNull();
    const calls = lists().length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(callsTo(requests, 'DELETE /api/v1/public_holidays/{id}').map((call) => call.path)).toEqual([
        '/api/v1/public_holidays/1',
      ]),
    );
    await waitFor(() => expect(lists().length).toBeGreaterThan(calls), { timeout: 3000 });
  });

  it('without create or destroy there is no Add and no delete icon', async () => {
    renderHolidays({ 'api/v1/public_holidays': ['index'] });
    await screen.findByText('National Day');
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete holiday/ })).toBeNull();
  });

  it('holidays are added and deleted, never edited: a row click opens nothing', async () => {
    renderHolidays({ 'api/v1/public_holidays': ['index', 'create', 'update', 'destroy'] });
    await userEvent.click(await screen.findByText('Christmas Day'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the body: lowercase day, DD/MM/YYYY date, trimmed name', () => {
    const date = { format: (template: string) => (template === 'DD/MM/YYYY' ? '01/01/2026' : 'Thursday') };
    expect(holidayBody({ date, day: ' Thursday ', holiday: ' New Year ' })).toEqual({
      date: '01/01/2026',
      day: 'thursday',
      holiday: 'New Year',
    });
  });
});
