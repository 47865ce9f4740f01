import type { UnitBlock } from '@condo/shared';
import {
  callsTo,
  collectToasts,
  type FakeReply,
  type FakeRequest,
  type FakeRoutes,
  fakeApi,
  renderScreen,
} from '@condo/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { UnitsScreen } from './UnitsScreen';

jest.setTimeout(30_000);

const LIST = 'GET /api/v1/units/list';
const RESIDENTS = 'GET /api/v1/units/residents';
const IMPORT = 'POST /api/v1/units/import';
const ok = (body: unknown): FakeReply => ({ status: 200, body });
let requests: FakeRequest[];
const calls = (route: string) => callsTo(requests, route);
const floorResidents = ok({
  data: [
    { id: 1, unit: '#01-01', residents: [{ id: 9, name: 'Mei Ling Tan', vehicles: ['SGX1234A'] }] },
    { id: 2, unit: '#01-02', residents: [] },
  ],
});
function backend(routes: FakeRoutes = {}) {
  ({ requests } = fakeApi({ [LIST]: () => ok({ data: blocks }), [RESIDENTS]: () => floorResidents, ...routes }));
}

const blocks: UnitBlock[] = [
  {
    block: 'A',
    floors_count: 2,
    units_count: 3,
    floors: [
      {
        floor: '1',
        units_count: 2,
        units: [
          { id: 1, unit: '#01-01' },
          { id: 2, unit: '#01-02' },
        ],
      },
      { floor: '2', units_count: 1, units: [{ id: 3, unit: '#02-01' }] },
    ],
  },
  {
    block: 'B',
    floors_count: 1,
    units_count: 1,
    floors: [{ floor: '1', units_count: 1, units: [{ id: 4, unit: '#1' }] }],
  },
];

function renderUnits(
  permissions: Record<string, string[]> = { 'api/v1/units': ['list', 'residents', 'import'] },
  search = '',
) {
  renderScreen(
    `/units/demo${search}`,
    '/units/:id',
    <>
      <UnitsScreen />
      <LocationProbe />
    </>,
    permissions,
  );
}

let location = '';
function LocationProbe() {
  location = decodeURIComponent(useLocation().search);
  return null;
}

const toasts = collectToasts();

const csv = (text: string, name = 'units.csv') => new File([text], name, { type: 'text/csv' });

async function openUpload() {
  await screen.findByText('A');
  await userEvent.click(screen.getByRole('button', { name: /Upload/ }));
  return screen.findByRole('dialog');
}

function choose(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('Units', () => {
  beforeEach(() => backend());
  afterEach(() => jest.useRealTimers());

  it('shows title, subtitle and blocks with their counts; a block opens its floors', async () => {
    renderUnits();
    expect(screen.getByRole('heading', { name: 'Units' })).toBeInTheDocument();
    expect(screen.getByText('Block Floor Units Of The Apartment')).toBeInTheDocument();
    const row = (await screen.findByText('A')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    for (const name of ['Block', 'No of Floors', 'No of Units'])
      expect(screen.getAllByRole('columnheader', { name })[0]).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /expand/i }));
    const floors = await screen.findByRole('table', { name: 'Floors of block A' });
    expect(within(floors).getByRole('columnheader', { name: 'Floor' })).toBeInTheDocument();
  });

  it('a backend of the spec (no counts, blocks under `blocks`): the counts are taken from the nested lists', async () => {
    const withoutCounts = blocks.map(({ floors_count: _f, units_count: _u, floors, ...block }) => ({
      ...block,
      floors: floors.map(({ units_count: _n, ...floor }) => floor),
    }));
    backend({ [LIST]: () => ok({ blocks: withoutCounts }) });
    renderUnits();
    const row = (await screen.findByText('A')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'A', '2', '3']);
    await userEvent.click(within(row).getByRole('button', { name: /expand/i }));
    const floors = await screen.findByRole('table', { name: 'Floors of block A' });
    const rows = within(floors)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['', '1', '2'],
      ['', '2', '1'],
    ]);
  });

  it('expanding a floor loads its residents (a loading state meanwhile) and their number plates', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    backend({ [RESIDENTS]: () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
    renderUnits();
    const block = (await screen.findByText('A')).closest('tr') as HTMLElement;
    await userEvent.click(within(block).getByRole('button', { name: /expand/i }));
    const floors = await screen.findByRole('table', { name: 'Floors of block A' });
    const floorRow = within(floors).getAllByRole('row')[1] as HTMLElement;
    await userEvent.click(within(floorRow).getByRole('button', { name: /expand/i }));
    expect(await screen.findByRole('status', { name: 'Loading the units of block A, floor 1' })).toBeInTheDocument();
    expect(calls(RESIDENTS).map((call) => call.query)).toEqual([{ block: 'A', floor: '1' }]);
    await act(async () =>
      answer(
        ok({ data: [{ id: 1, unit: '#01-01', residents: [{ id: 9, name: 'Mei Ling Tan', vehicles: ['SGX1234A'] }] }] }),
      ),
    );
    const units = await screen.findByRole('table', { name: 'Units of block A, floor 1' });
    const unitRow = within(units).getByText('#01-01').closest('tr') as HTMLElement;
    expect(within(unitRow).getByText('Mei Ling Tan')).toBeInTheDocument();
    expect(within(unitRow).getByText('SGX1234A')).toBeInTheDocument();
  });

  it('the open blocks and floors are kept in the URL, and a link opens them again', async () => {
    renderUnits(undefined, '?blocks=A&floors=A/2');
    const floors = await screen.findByRole('table', { name: 'Floors of block A' });
    await screen.findByRole('table', { name: 'Units of block A, floor 2' });
    expect(calls(RESIDENTS).map((call) => call.query)).toContainEqual({ block: 'A', floor: '2' });
    const floor1 = within(floors).getAllByRole('row')[1] as HTMLElement;
    await userEvent.click(within(floor1).getByRole('button', { name: /expand/i }));
    const opened = (name: string) => new URLSearchParams(location).getAll(name);
    await waitFor(() => expect(opened('floors')).toEqual(['A/2', 'A/1']));
    const block = screen.getByText('B').closest('tr') as HTMLElement;
    await userEvent.click(within(block).getByRole('button', { name: /expand/i }));
    await waitFor(() => expect(opened('blocks')).toEqual(['A', 'B']));
    await userEvent.click(within(floor1).getByRole('button', { name: /collapse/i }));
    await waitFor(() => expect(opened('floors')).toEqual(['A/2']));
  });

  it('Upload shows only with units import', async () => {
    renderUnits({ 'api/v1/units': ['list', 'residents'] });
    await screen.findByText('A');
    expect(screen.queryByRole('button', { name: /Upload/ })).toBeNull();
  });

  it('Units Data: format hint, sample, submit disabled until a .csv is chosen', async () => {
    renderUnits();
    const dialog = await openUpload();
    expect(within(dialog).getByText('Units Data')).toBeInTheDocument();
    expect(within(dialog).getByText(/check the format/)).toBeInTheDocument();
    const sample = within(dialog).getByRole('link', { name: 'Download sample CSV' });
    expect(sample).toHaveAttribute('download', 'units-sample.csv');
    expect(decodeURIComponent(sample.getAttribute('href') ?? '')).toContain('block,floor,unit');
    const submit = within(dialog).getByRole('button', { name: 'Upload' });
    expect(submit).toBeDisabled();
    choose(dialog, new File(['x'], 'units.xlsx'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('units.xlsx is not a .csv file');
    expect(submit).toBeDisabled();
    choose(dialog, csv('block,floor,unit\nA,1,#1\n'));
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('a refused file keeps the dialog open and lists every bad line', async () => {
    backend({
      [IMPORT]: () => ({
        status: 422,
        body: {
          message: '2 rows are invalid; nothing was imported',
          data: ['Line 3: unit is required', 'Line 5: duplicate of line 2'],
          rows: [
            { line: 3, reason: 'unit is required' },
            { line: 5, reason: 'duplicate of line 2 (A, 1, #1)' },
          ],
        },
      }),
    });
    renderUnits();
    const dialog = await openUpload();
    const file = csv('block,floor,unit\nA,1,#1\nA,1,\n');
    choose(dialog, file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const problems = await within(dialog).findByRole('table', { name: 'Lines refused' });
    expect(within(dialog).getByText('422: 2 rows are invalid; nothing was imported')).toBeInTheDocument();
    const line3 = within(problems).getByText('unit is required').closest('tr') as HTMLElement;
    expect(within(line3).getByText('3')).toBeInTheDocument();
    expect(within(problems).getByText('duplicate of line 2 (A, 1, #1)')).toBeInTheDocument();
    const sent = calls(IMPORT).map((call) => (call.body as FormData).get('import') as File);
    expect(sent.map((upload) => upload.name)).toEqual(['units.csv']);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('an accepted file: the server’s message, the dialog closes, the list reloads 5 s later with a notice', async () => {
    backend({ [IMPORT]: () => ok({ data: {}, message: 'Imported 4 units (1 new block, 3 new floors)' }) });
    renderUnits();
    const dialog = await openUpload();
    choose(dialog, csv('block,floor,unit\nE,1,#1\n'));
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(toasts).toContain('Imported 4 units (1 new block, 3 new floors)'));
    await waitFor(() => expect(screen.getByText(/The list reloads in 5 seconds/)).toBeInTheDocument());
    expect(screen.getByText(/The list reloads in 5 seconds/).closest('[role="status"]')).not.toBeNull();
    const before = calls(LIST).length;
    await act(async () => jest.advanceTimersByTime(3500));
    expect(calls(LIST)).toHaveLength(before);
    await act(async () => jest.advanceTimersByTime(1600));
    await waitFor(() => expect(calls(LIST)).toHaveLength(before + 1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
