import { api, configureApi, setCurrentCondo, setSession } from '@condo/shared';
import { installFakeBackend, tokenExpiringIn } from '@condo/shared/testing';
import { render, screen, within } from '@testing-library/react';
import type { ReportSection } from '../../kit/model';
import { ReportView } from '../../kit/ReportView';
import { employeeAttendanceSections, loadEmployeeAttendance } from './employeeAttendance';
import { alan, condo, employeeAttendance, octoberRange } from './fixtures';

const context = (reportBase: 'employee_base_report' | 'date_base_report') => ({
  ...condo,
  range: octoberRange,
  options: { reportBase },
});
const ofKind = <K extends ReportSection['kind']>(sections: ReportSection[], kind: K) =>
  sections.filter((section): section is Extract<ReportSection, { kind: K }> => section.kind === kind);

describe('Employee Attendance', () => {
  it('counts each employee type, 0 for a type without a bucket', () => {
    const sections = employeeAttendanceSections(employeeAttendance, context('employee_base_report'));
    expect(ofKind(sections, 'tiles')[0]?.tiles).toEqual([
      { label: 'Security', value: 2 },
      { label: 'Gardners', value: 0 },
      { label: 'Landscape', value: 0 },
      { label: 'Cleaners', value: 1 },
      { label: 'MA staff', value: 0 },
      { label: 'Contractor', value: 0 },
    ]);
  });

  it('counts the employees present per day once each, without nameless rows or duplicates', () => {
    const [calendar] = ofKind(
      employeeAttendanceSections(employeeAttendance, context('employee_base_report')),
      'calendar',
    );
    expect(calendar).toMatchObject({ month: '2026-10', counts: { '2026-10-01': 2, '2026-10-02': 1, '2026-10-04': 1 } });
    const [dateBased] = ofKind(employeeAttendanceSections(employeeAttendance, context('date_base_report')), 'calendar');
    expect(dateBased?.counts).toEqual({ '2026-10-01': 2, '2026-10-04': 1 });
  });

  it('lists the rows by employee, or by date with the first two columns swapped', () => {
    const [byEmployee] = ofKind(
      employeeAttendanceSections(employeeAttendance, context('employee_base_report')),
      'table',
    );
    expect(byEmployee?.columns.map((column) => column.title)).toEqual([
      'Employee Name',
      'Date',
      'Employee Type',
      'In Time',
      'Out Time',
      'Total Working Hours',
    ]);
    expect(byEmployee?.rows).toEqual([
      { name: 'Alan Tan', date: '01-Oct-26', type: 'Security', in: '08:00 am', out: '04:30 pm', hours: '8 h 30 m' },
      { name: 'Alan Tan', date: '04-Oct-26', type: 'Security', in: '08:00 am', out: '05:00 pm', hours: '9 h 00 m' },
      { name: 'Bella Lim', date: '01-Oct-26', type: 'Cleaners', in: '09:00 am', out: 'N/A', hours: '-' },
      { name: 'Chen Wei', date: '02-Oct-26', type: 'MA staff', in: 'N/A', out: 'N/A', hours: '-' },
    ]);
    const [byDate] = ofKind(employeeAttendanceSections(employeeAttendance, context('date_base_report')), 'table');
    expect(byDate?.columns.slice(0, 2).map((column) => column.title)).toEqual(['Date', 'Employee Name']);
    expect(byDate?.rows.map((row) => [row.date, row.name])).toEqual([
      ['01-Oct-26', 'Alan Tan'],
      ['01-Oct-26', 'Bella Lim'],
      ['04-Oct-26', 'Alan Tan'],
    ]);
  });

  it('draws the calendar from Sunday with the Present counts on their days', () => {
    const sections = employeeAttendanceSections(employeeAttendance, context('employee_base_report'));
    render(
      <ReportView report={{ title: 'Employee Attendance', context: context('employee_base_report'), sections }} />,
    );
    const calendar = screen.getByRole('table', { name: 'Present: October 2026' });
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveTextContent('Sun');
    const [, firstWeek, secondWeek] = within(calendar).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Thursday the 1st: two present; Friday the 2nd: one; Sunday the 4th opens the second week.
    expect(cells(firstWeek).slice(3)).toEqual(['', '1Present: 2', '2Present: 1', '3Present: 0']);
    expect(cells(secondWeek)[0]).toBe('4Present: 1');
  });

  it('says No Data Found! when no row is left', () => {
    const sections = employeeAttendanceSections({ ...employeeAttendance, rows: [] }, context('employee_base_report'));
    expect(sections.map((section) => section.kind)).toEqual(['heading', 'tiles', 'empty']);
    expect(ofKind(sections, 'empty')[0]?.text).toBe('No Data Found!');
  });

  it('fetches the rows 250 a page until the total is reached, beside the aggs', async () => {
    configureApi({ baseUrl: 'https://gw.test/', condoBaseUrlTemplate: 'https://{condo}.api.test' });
    setCurrentCondo('marina-bay');
    setSession({ token: tokenExpiringIn(3600), refresh_token: 'r', email: 'ops@example.com' });
    const rowsOfPage = (page: number) =>
      Array.from({ length: page < 3 ? 250 : 10 }, (_, index) => ({
        id: page * 1000 + index,
        employee: alan,
        date: '2026-10-01',
        in_time: '2026-10-01T08:00:00.000Z',
        out_time: null,
      }));
    const { requests } = installFakeBackend((request) => {
      if (request.url.includes('/aggs'))
        return { status: 200, body: { data: { employee: { employee_type_name: { buckets: [] } } } } };
      const page = Number(new URL(request.url).searchParams.get('page'));
      return { status: 200, body: { data: rowsOfPage(page), total_entries: 510 } };
    });
    const data = await loadEmployeeAttendance({ range: octoberRange, options: {}, api });
    expect([data.rows.length, data.total]).toEqual([510, 510]);
    const pages = requests.filter((request) => !request.url.includes('/aggs')).map((request) => new URL(request.url));
    // Spec part 3 §7 "Attendance list: fromTime, toTime, perPage 250, page".
    expect(pages.map((url) => [url.searchParams.get('page'), url.searchParams.get('perPage')])).toEqual([
      ['1', '250'],
      ['2', '250'],
      ['3', '250'],
    ]);
    expect(pages[0]?.searchParams.get('fromTime')).toBe(new Date(octoberRange.from).toISOString());
    expect(pages[0]?.searchParams.get('toTime')).toBeTruthy();
    expect([pages[0]?.searchParams.has('from_time'), pages[0]?.searchParams.has('per_page')]).toEqual([false, false]);
  });
});
