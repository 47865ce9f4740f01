// The attendance resources (spec part 3 §7): paths and query names exactly as the contract spells them.
import { setSession } from '../../session/cookies';
import { configureApi, setCurrentCondo } from '../config';
import { installFakeBackend, tokenExpiringIn } from '../testing/fakeBackend';
import { api } from '.';

beforeEach(() => {
  configureApi({ baseUrl: 'https://gw.test/', condoBaseUrlTemplate: 'https://{condo}.api.test' });
  setCurrentCondo('marina-bay');
  setSession({ token: tokenExpiringIn(3600), refresh_token: 'r', email: 'ops@example.com' });
});

const condo = 'https://marina-bay.api.test';
const range = { from_time: '2026-11-01T00:00:00.000Z', to_time: '2026-11-06T23:59:59.999Z' };
const times = 'from_time=2026-11-01T00%3A00%3A00.000Z&to_time=2026-11-06T23%3A59%3A59.999Z';

test('attendance entries: a page of rows with employee_type[], the aggs and the two reports', async () => {
  const { requests } = installFakeBackend(() => ({ status: 200, body: { data: [], total_entries: 0 } }));
  await api.attendanceEntries.list({
    fromTime: range.from_time,
    toTime: range.to_time,
    page: 2,
    perPage: 250,
    employee_type: ['security', 'Ma Staff'],
  });
  await api.attendanceEntries.aggs(range);
  await api.attendanceEntries.dailyReport({ ...range, date_type: 'month' });
  await api.attendanceEntries.weeklyReport({ ...range, date_type: 'week' });
  expect(requests.map((request) => [request.method, request.url])).toEqual([
    [
      'GET',
      `${condo}/api/v1/attendance_entries?${times.replace('from_time', 'fromTime').replace('to_time', 'toTime')}&page=2&perPage=250&employee_type[]=security&employee_type[]=Ma%20Staff`,
    ],
    ['GET', `${condo}/api/v1/attendance_entries/aggs?${times}`],
    ['GET', `${condo}/api/v1/attendance_entries/daily_report?${times}&date_type=month`],
    ['GET', `${condo}/api/v1/attendance_entries/weekly_report?${times}&date_type=week`],
  ]);
});

test('employee entries and all employees', async () => {
  const { requests } = installFakeBackend(() => ({ status: 200, body: { data: [] } }));
  await api.employeeEntries.list({ ...range, page: 1, per_page: 250 });
  await api.employeeEntries.aggs({ ...range, employee_type: ['cleaner'] });
  await api.employeeEntries.dailyReport(range);
  await api.employeeEntries.weeklyReport(range);
  await api.employees.all(range);
  expect(requests.map((request) => request.url)).toEqual([
    `${condo}/api/v1/employee_entries?${times}&page=1&per_page=250`,
    `${condo}/api/v1/employee_entries/aggs?${times}&employee_type[]=cleaner`,
    `${condo}/api/v1/employee_entries/daily_report?${times}`,
    `${condo}/api/v1/employee_entries/weekly_report?${times}`,
    `${condo}/api/v1/employees/all_employees?${times}`,
  ]);
});
