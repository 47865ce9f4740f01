import { type TSchema, Type } from 'typebox';
import { EMPLOYEE_TYPES } from '../../db/schema';
import { addition } from '../../plugins/additions';
import { StringEnum } from '../../plugins/envelope';
import { ActivityPageQuery, RangeQuery } from '../activity-range';

const Time = Type.String({ format: 'date-time' });
const OptionalTime = Type.Union([Time, Type.Null()]);
const Day = Type.String({ format: 'date', description: 'A UTC day, YYYY-MM-DD' });
const Count = Type.Integer({ minimum: 0 });

export const EmployeeRef = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    employee_type_name: StringEnum(EMPLOYEE_TYPES),
    phone: addition('Not in the spec’s employee of an entry (id, name, employee_type_name)', Type.String()),
  },
  { $id: 'EmployeeRef' },
);

export const EmployeeTimes = Type.Object({ in_time: Time, out_time: OptionalTime }, { $id: 'EmployeeTimes' });

export const Employee = Type.Object(
  {
    id: addition('Not in the spec’s Employee', Type.Integer()),
    name: Type.String(),
    phone: Type.String(),
    employee_type_name: StringEnum(EMPLOYEE_TYPES),
    access_card_registered: Type.Boolean(),
    entry_data: Type.Array(Type.Ref('EmployeeTimes'), {
      description: 'Entries whose in_time is in the range, oldest first; empty when no range is given',
    }),
  },
  { $id: 'Employee' },
);

export const EmployeeEntry = Type.Object(
  {
    id: addition('Not in the spec’s employee entry', Type.Integer()),
    employee: Type.Ref('EmployeeRef'),
    in_time: Time,
    out_time: OptionalTime,
    source: addition('Not in the spec’s employee entry', StringEnum(['camera', 'device'] as const)),
  },
  { $id: 'EmployeeEntry' },
);

const ATTENDANCE_WHY = 'Not in the spec’s attendance record (employee, in_time)';
export const AttendanceEntry = Type.Object(
  {
    id: addition(ATTENDANCE_WHY, Type.Integer()),
    employee: Type.Ref('EmployeeRef'),
    in_time: Time,
    out_time: addition(ATTENDANCE_WHY, OptionalTime),
    date: addition(ATTENDANCE_WHY, Day),
  },
  { $id: 'AttendanceEntry' },
);

export const EmployeeTypeBucket = Type.Object(
  { key: StringEnum(EMPLOYEE_TYPES), doc_count: Count },
  { $id: 'EmployeeTypeBucket' },
);

export const EmployeeEntryReport = Type.Object(
  {
    employee: Type.Ref('EmployeeRef'),
    total_duration_minutes: Count,
    days: Type.Array(
      Type.Object({
        date: Day,
        first_in: OptionalTime,
        last_out: OptionalTime,
        duration_minutes: Type.Integer({ minimum: 0, description: 'Sum of the closed entries (out − in), floored' }),
        entries: Type.Array(Type.Ref('EmployeeTimes')),
      }),
      { description: 'Every UTC day of the range in order; a day without entries has nulls, 0 and []' },
    ),
  },
  { $id: 'EmployeeEntryReport' },
);

export const AttendanceReport = Type.Object(
  {
    employee: Type.Ref('EmployeeRef'),
    present_days: Count,
    days: Type.Array(
      Type.Object({ date: Day, present: Type.Boolean(), in_time: OptionalTime, out_time: OptionalTime }),
      { description: 'Every UTC day of the range in order' },
    ),
  },
  { $id: 'AttendanceReport' },
);

export const employeeComponents: TSchema[] = [
  EmployeeRef,
  EmployeeTimes,
  Employee,
  EmployeeEntry,
  AttendanceEntry,
  EmployeeTypeBucket,
  EmployeeEntryReport,
  AttendanceReport,
];

const TypeFilter = {
  'employee_type[]': Type.Optional(
    Type.Array(StringEnum(EMPLOYEE_TYPES), { maxItems: EMPLOYEE_TYPES.length, description: 'Employee type keys' }),
  ),
};

/**
 * ActivityPageQuery with per_page/perPage capped at 1000 (security/input-limits.test.ts caps every page size at
 * 1000; the spec's largest employee page is 1000, its attendance pages 250).
 */
const PageQuery = {
  ...ActivityPageQuery,
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, description: 'Same as per_page' })),
};

export const EmployeeRangeQuery = Type.Object({ ...RangeQuery, ...TypeFilter });
export const EmployeeListQuery = Type.Object({ ...RangeQuery, ...PageQuery, ...TypeFilter });

export const AllEmployeesResponse = Type.Object({ data: Type.Array(Type.Ref('Employee')) });
export const EmployeeEntryListResponse = Type.Object({
  data: Type.Array(Type.Ref('EmployeeEntry')),
  total_entries: Type.Integer(),
});
export const AttendanceListResponse = Type.Object({
  data: Type.Array(Type.Ref('AttendanceEntry')),
  total_entries: Type.Integer(),
});
export const EmployeeTypeAggsResponse = Type.Object({
  data: Type.Object({
    employee: Type.Object({
      employee_type_name: Type.Object({
        buckets: Type.Array(Type.Ref('EmployeeTypeBucket'), { maxItems: EMPLOYEE_TYPES.length }),
      }),
    }),
  }),
});
export const EmployeeEntryReportResponse = Type.Object({ data: Type.Array(Type.Ref('EmployeeEntryReport')) });
export const AttendanceReportResponse = Type.Object({ data: Type.Array(Type.Ref('AttendanceReport')) });
