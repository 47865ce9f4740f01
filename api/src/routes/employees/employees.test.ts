import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { attendanceEntries, condos, type EmployeeType, employeeEntries, employees } from '../../db/schema';
import { DEMO, startTestApp, type TestApp } from '../../test/harness';

const MB = '/tenants/marina-bay';
const OG = '/tenants/orchid-gardens';
// A Monday-to-Sunday week of 2020, where the demo generator (the weeks before today) never writes.
const WEEK = 'from_time=2020-03-02T00:00:00Z&to_time=2020-03-08T23:59:59Z';
const MONDAY = 'from_time=2020-03-02T00:00:00Z&to_time=2020-03-02T23:59:59Z';

type Person = [key: string, name: string, type: EmployeeType, phone: string, card: boolean];
const PEOPLE: Person[] = [
  ['alan', 'Alan Guard', 'security', '+6581000001', true],
  ['bella', 'Bella Guard', 'security', '+6581000002', false],
  ['chen', 'Chen Clean', 'cleaner', '+6581000003', true],
  ['dina', 'Dina Ma', 'Ma Staff', '+6581000004', false],
  ['eve', 'Eve Dup', 'gardener', '+6581000003', false], // Chen's phone: all_employees keeps Chen only
];
type Entry = [key: string, inTime: string, outTime: string | null, source: 'camera' | 'device'];
const ENTRIES: Entry[] = [
  ['alan', '2020-03-02T08:00:00Z', '2020-03-02T12:00:00Z', 'device'],
  ['alan', '2020-03-02T13:00:00Z', '2020-03-02T17:30:00Z', 'camera'],
  ['alan', '2020-03-04T08:00:00Z', null, 'device'],
  ['bella', '2020-03-03T22:00:00Z', '2020-03-04T06:00:00Z', 'device'],
  ['chen', '2020-03-08T09:15:00Z', '2020-03-08T09:45:00Z', 'camera'],
  ['dina', '2020-03-01T23:00:00Z', '2020-03-02T07:00:00Z', 'device'], // before the week
  ['eve', '2020-03-09T08:00:00Z', '2020-03-09T09:00:00Z', 'device'], // after the week
];
type Attendance = [key: string, day: string, inTime: string, outTime: string | null];
const ATTENDANCE: Attendance[] = [
  ['alan', '2020-03-02', '2020-03-02T08:00:00Z', '2020-03-02T17:30:00Z'],
  ['alan', '2020-03-04', '2020-03-04T08:00:00Z', null],
  ['bella', '2020-03-03', '2020-03-03T22:00:00Z', '2020-03-04T06:00:00Z'],
  ['chen', '2020-03-08', '2020-03-08T09:15:00Z', '2020-03-08T09:45:00Z'],
  ['dina', '2020-03-01', '2020-03-01T23:00:00Z', '2020-03-02T07:00:00Z'], // before the week
];

let t: TestApp;
const ids: Record<string, number> = {};
const ref = (key: string) => {
  const [, name, type, phone] = PEOPLE.find(([k]) => k === key) ?? [];
  return { id: ids[key] as number, name, employee_type_name: type, phone };
};
const iso = (time: string | null) => (time ? new Date(time).toISOString() : null);

async function insertPeople(condoId: number, people: Person[]) {
  for (const [key, name, employeeType, phone, accessCardRegistered] of people) {
    const [row] = await t.database.db
      .insert(employees)
      .values({ condoId, name, employeeType, phone, accessCardRegistered })
      .returning({ id: employees.id });
    ids[key] = row?.id as number;
  }
}

before(async () => {
  t = await startTestApp();
  const condoOf = async (alias: string) =>
    (await t.database.db.select().from(condos).where(eq(condos.aliasName, alias)))[0]?.id as number;
  const mb = await condoOf('marina-bay');
  const og = await condoOf('orchid-gardens');
  await insertPeople(mb, PEOPLE);
  await insertPeople(og, [['oscar', 'Oscar Other', 'security', '+6581000001', true]]);
  const db = t.database.db;
  const condoOfKey = (key: string) => (key === 'oscar' ? og : mb);
  const entries: Entry[] = [...ENTRIES, ['oscar', '2020-03-02T08:00:00Z', '2020-03-02T16:00:00Z', 'device']];
  await db.insert(employeeEntries).values(
    entries.map(([key, inTime, outTime, source]) => ({
      condoId: condoOfKey(key),
      employeeId: ids[key] as number,
      source,
      inTime: new Date(inTime),
      outTime: outTime ? new Date(outTime) : null,
    })),
  );
  const attendance: Attendance[] = [...ATTENDANCE, ['oscar', '2020-03-02', '2020-03-02T08:00:00Z', null]];
  await db.insert(attendanceEntries).values(
    attendance.map(([key, day, inTime, outTime]) => ({
      condoId: condoOfKey(key),
      employeeId: ids[key] as number,
      day,
      inTime: new Date(inTime),
      outTime: outTime ? new Date(outTime) : null,
    })),
  );
});
after(() => t.close());

async function get(url: string, email: string = DEMO.admin) {
  return t.app.inject({ method: 'GET', url, headers: await t.authAs(email) });
}
const mine = <T extends { id?: number; employee?: { id: number } }>(rows: T[]) => {
  const keys = new Set(PEOPLE.map(([key]) => ids[key]));
  return rows.filter((row) => keys.has(row.id ?? row.employee?.id));
};
const entry = (inTime: string, outTime: string | null) => ({ in_time: iso(inTime), out_time: iso(outTime) });

describe('GET /api/v1/employees/all_employees', () => {
  test('by type (spec order) then name, one per phone, with the entries of the range', async () => {
    const response = await get(`${MB}/api/v1/employees/all_employees?${WEEK}`);
    assert.equal(response.statusCode, 200);
    const employee = (key: string, card: boolean, entryData: unknown[]) => {
      const { employee_type_name, ...rest } = ref(key);
      return { ...rest, employee_type_name, access_card_registered: card, entry_data: entryData };
    };
    assert.deepEqual(mine(response.json().data), [
      employee('alan', true, [
        entry('2020-03-02T08:00:00Z', '2020-03-02T12:00:00Z'),
        entry('2020-03-02T13:00:00Z', '2020-03-02T17:30:00Z'),
        entry('2020-03-04T08:00:00Z', null),
      ]),
      employee('bella', false, [entry('2020-03-03T22:00:00Z', '2020-03-04T06:00:00Z')]),
      employee('chen', true, [entry('2020-03-08T09:15:00Z', '2020-03-08T09:45:00Z')]),
      employee('dina', false, []),
    ]);
    const phones = response.json().data.map((row: { phone: string }) => row.phone);
    assert.equal(new Set(phones).size, phones.length);
  });

  test('without a range, no entry data; the other condo lists only its own', async () => {
    const { data } = (await get(`${MB}/api/v1/employees/all_employees`)).json();
    assert.deepEqual(
      mine(data as { id: number; entry_data: unknown[] }[]).map((row) => row.entry_data),
      [[], [], [], []],
    );
    const theirs = (await get(`${OG}/api/v1/employees/all_employees?${WEEK}`)).json().data;
    const oscar = theirs.find((row: { id: number }) => row.id === ids.oscar);
    assert.deepEqual(oscar.entry_data, [entry('2020-03-02T08:00:00Z', '2020-03-02T16:00:00Z')]);
    assert.deepEqual(mine(theirs), []);
  });
});

describe('GET /api/v1/employee_entries', () => {
  test('the entries of the range, newest first, paged, with total_entries', async () => {
    const response = await get(`${MB}/api/v1/employee_entries?${WEEK}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      data: [
        {
          id: response.json().data[0].id,
          employee: ref('chen'),
          ...entry('2020-03-08T09:15:00Z', '2020-03-08T09:45:00Z'),
          source: 'camera',
        },
        {
          id: response.json().data[1].id,
          employee: ref('alan'),
          ...entry('2020-03-04T08:00:00Z', null),
          source: 'device',
        },
        {
          id: response.json().data[2].id,
          employee: ref('bella'),
          ...entry('2020-03-03T22:00:00Z', '2020-03-04T06:00:00Z'),
          source: 'device',
        },
        {
          id: response.json().data[3].id,
          employee: ref('alan'),
          ...entry('2020-03-02T13:00:00Z', '2020-03-02T17:30:00Z'),
          source: 'camera',
        },
        {
          id: response.json().data[4].id,
          employee: ref('alan'),
          ...entry('2020-03-02T08:00:00Z', '2020-03-02T12:00:00Z'),
          source: 'device',
        },
      ],
      total_entries: 5,
    });
    const page = (await get(`${MB}/api/v1/employee_entries?${WEEK}&page=2&per_page=2`)).json();
    assert.equal(page.total_entries, 5);
    assert.deepEqual(
      page.data.map((row: { in_time: string }) => row.in_time),
      [iso('2020-03-03T22:00:00Z'), iso('2020-03-02T13:00:00Z')],
    );
  });

  test('employee_type[] narrows the rows and the total', async () => {
    const { data, total_entries } = (
      await get(`${MB}/api/v1/employee_entries?${WEEK}&employee_type[]=cleaner&employee_type[]=Ma%20Staff`)
    ).json();
    assert.equal(total_entries, 1);
    assert.deepEqual(data[0].employee, ref('chen'));
  });

  test('aggs: all six type buckets, by doc_count then key', async () => {
    const response = await get(`${MB}/api/v1/employee_entries/aggs?${WEEK}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      data: {
        employee: {
          employee_type_name: {
            buckets: [
              { key: 'security', doc_count: 4 },
              { key: 'cleaner', doc_count: 1 },
              { key: 'Ma Staff', doc_count: 0 },
              { key: 'contractor', doc_count: 0 },
              { key: 'gardener', doc_count: 0 },
              { key: 'landscape', doc_count: 0 },
            ],
          },
        },
      },
    });
    const theirs = (await get(`${OG}/api/v1/employee_entries/aggs?${WEEK}`)).json();
    assert.deepEqual(theirs.data.employee.employee_type_name.buckets[0], { key: 'security', doc_count: 1 });
  });
});

const noDay = (date: string) => ({ date, first_in: null, last_out: null, duration_minutes: 0, entries: [] });
const WEEK_DAYS = ['2020-03-02', '2020-03-03', '2020-03-04', '2020-03-05', '2020-03-06', '2020-03-07', '2020-03-08'];

describe('GET /api/v1/employee_entries/daily_report and weekly_report', () => {
  test('daily: every employee, first in, last out and minutes of the day', async () => {
    const response = await get(`${MB}/api/v1/employee_entries/daily_report?${MONDAY}`);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(mine(response.json().data), [
      {
        employee: ref('alan'),
        total_duration_minutes: 510,
        days: [
          {
            date: '2020-03-02',
            first_in: iso('2020-03-02T08:00:00Z'),
            last_out: iso('2020-03-02T17:30:00Z'),
            duration_minutes: 510,
            entries: [
              entry('2020-03-02T08:00:00Z', '2020-03-02T12:00:00Z'),
              entry('2020-03-02T13:00:00Z', '2020-03-02T17:30:00Z'),
            ],
          },
        ],
      },
      { employee: ref('bella'), total_duration_minutes: 0, days: [noDay('2020-03-02')] },
      { employee: ref('eve'), total_duration_minutes: 0, days: [noDay('2020-03-02')] },
      { employee: ref('chen'), total_duration_minutes: 0, days: [noDay('2020-03-02')] },
      { employee: ref('dina'), total_duration_minutes: 0, days: [noDay('2020-03-02')] },
    ]);
  });

  test('weekly: every day of the week for each employee, an open entry counting no minutes', async () => {
    const response = await get(`${MB}/api/v1/employee_entries/weekly_report?${WEEK}&employee_type[]=security`);
    assert.equal(response.statusCode, 200);
    // Every security employee has a row: the fixture's two, and the demo's (no entries in 2020).
    // biome-ignore lint/suspicious/noExplicitAny: the report rows, compared whole below
    const rows = response.json().data as any[];
    const fixture = new Set(Object.values(ids));
    assert.ok(rows.filter((row) => !fixture.has(row.employee.id)).every((row) => row.total_duration_minutes === 0));
    const data = rows.filter((row) => fixture.has(row.employee.id));
    assert.deepEqual(
      data.map((row: { employee: { id: number } }) => row.employee.id),
      [ids.alan, ids.bella],
    );
    const [alan, bella] = data;
    assert.equal(alan.total_duration_minutes, 510);
    assert.deepEqual(
      alan.days.map((day: { date: string }) => day.date),
      WEEK_DAYS,
    );
    assert.deepEqual(alan.days[2], {
      date: '2020-03-04',
      first_in: iso('2020-03-04T08:00:00Z'),
      last_out: null,
      duration_minutes: 0,
      entries: [entry('2020-03-04T08:00:00Z', null)],
    });
    assert.deepEqual(bella, {
      employee: ref('bella'),
      total_duration_minutes: 480,
      days: WEEK_DAYS.map((date) =>
        date === '2020-03-03'
          ? {
              date,
              first_in: iso('2020-03-03T22:00:00Z'),
              last_out: iso('2020-03-04T06:00:00Z'),
              duration_minutes: 480,
              entries: [entry('2020-03-03T22:00:00Z', '2020-03-04T06:00:00Z')],
            }
          : noDay(date),
      ),
    });
  });
});

describe('GET /api/v1/attendance_entries', () => {
  test('fromTime/toTime/perPage: the attendance rows of the range, newest first', async () => {
    const query = 'fromTime=2020-03-02T00:00:00Z&toTime=2020-03-08T23:59:59Z&perPage=250&page=1';
    const response = await get(`${MB}/api/v1/attendance_entries?${query}`);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.equal(body.total_entries, 4);
    assert.deepEqual(
      body.data.map(({ id: _id, ...row }: { id: number }) => row),
      [
        { employee: ref('chen'), ...entry('2020-03-08T09:15:00Z', '2020-03-08T09:45:00Z'), date: '2020-03-08' },
        { employee: ref('alan'), ...entry('2020-03-04T08:00:00Z', null), date: '2020-03-04' },
        { employee: ref('bella'), ...entry('2020-03-03T22:00:00Z', '2020-03-04T06:00:00Z'), date: '2020-03-03' },
        { employee: ref('alan'), ...entry('2020-03-02T08:00:00Z', '2020-03-02T17:30:00Z'), date: '2020-03-02' },
      ],
    );
    const second = (
      await get(`${MB}/api/v1/attendance_entries?${query.replace('perPage=250&page=1', 'perPage=3&page=2')}`)
    ).json();
    assert.equal(second.total_entries, 4);
    assert.equal(second.data.length, 1);
  });

  test('aggs: present days per type, all six buckets', async () => {
    const { data } = (await get(`${MB}/api/v1/attendance_entries/aggs?${WEEK}`)).json();
    assert.deepEqual(data.employee.employee_type_name.buckets, [
      { key: 'security', doc_count: 3 },
      { key: 'cleaner', doc_count: 1 },
      { key: 'Ma Staff', doc_count: 0 },
      { key: 'contractor', doc_count: 0 },
      { key: 'gardener', doc_count: 0 },
      { key: 'landscape', doc_count: 0 },
    ]);
  });

  test('daily and weekly reports: present or absent per employee and day', async () => {
    const daily = (await get(`${MB}/api/v1/attendance_entries/daily_report?${MONDAY}`)).json();
    const absent = (date: string) => ({ date, present: false, in_time: null, out_time: null });
    assert.deepEqual(mine(daily.data), [
      {
        employee: ref('alan'),
        present_days: 1,
        days: [{ date: '2020-03-02', present: true, ...entry('2020-03-02T08:00:00Z', '2020-03-02T17:30:00Z') }],
      },
      ...['bella', 'eve', 'chen', 'dina'].map((key) => ({
        employee: ref(key),
        present_days: 0,
        days: [absent('2020-03-02')],
      })),
    ]);
    const weekly = (await get(`${MB}/api/v1/attendance_entries/weekly_report?${WEEK}`)).json();
    const rows = mine(weekly.data) as {
      employee: { id: number };
      present_days: number;
      days: { present: boolean }[];
    }[];
    assert.deepEqual(
      rows.map((row) => [row.employee.id, row.present_days, row.days.map((day) => (day.present ? 1 : 0)).join('')]),
      [
        [ids.alan, 2, '1010000'],
        [ids.bella, 1, '0100000'],
        [ids.eve, 0, '0000000'],
        [ids.chen, 1, '0000001'],
        [ids.dina, 0, '0000000'],
      ],
    );
    const theirs = (await get(`${OG}/api/v1/attendance_entries/weekly_report?${WEEK}`)).json().data;
    assert.deepEqual(mine(theirs), []);
    assert.equal(theirs.find((row: { employee: { id: number } }) => row.employee.id === ids.oscar).present_days, 1);
  });
});

describe('employee calls: refusals', () => {
  const paths = [
    'employees/all_employees',
    'employee_entries',
    'employee_entries/aggs',
    'employee_entries/daily_report',
    'employee_entries/weekly_report',
    'attendance_entries',
    'attendance_entries/aggs',
    'attendance_entries/daily_report',
    'attendance_entries/weekly_report',
  ];

  test('the viewer role has none of these actions: 403', async () => {
    for (const path of paths) {
      assert.equal((await get(`${MB}/api/v1/${path}?${WEEK}`, DEMO.viewer)).statusCode, 403, path);
    }
  });

  test('31 days is 422; 7 days is 422 for a week (always for weekly reports)', async () => {
    const month = 'from_time=2020-03-01T00:00:00Z&to_time=2020-04-01T00:00:00Z';
    const sevenDays = 'from_time=2020-03-02T00:00:00Z&to_time=2020-03-09T00:00:00Z';
    for (const path of paths) {
      assert.equal((await get(`${MB}/api/v1/${path}?${month}`)).statusCode, 422, path);
      assert.equal((await get(`${MB}/api/v1/${path}?${sevenDays}&date_type=week`)).statusCode, 422, path);
      const weekly = path.endsWith('weekly_report');
      assert.equal((await get(`${MB}/api/v1/${path}?${sevenDays}`)).statusCode, weekly ? 422 : 200, path);
    }
  });

  test('an unknown condo is 404', async () => {
    for (const path of paths) {
      assert.equal((await get(`/tenants/no-such-condo/api/v1/${path}?${WEEK}`)).statusCode, 404, path);
    }
  });
});
