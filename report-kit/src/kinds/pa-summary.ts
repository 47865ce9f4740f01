// Overall report's P/A Summary (spec part 3 §2.2, "described only by its name"): employees present and absent per day.
import type { AttendanceReport } from '@condo/shared';
import dayjs from 'dayjs';
import type { ReportSection } from '../kit/model';
import type { LoadContext } from './kind';

export interface PaSummaryData {
  days: { date: string; present: number; absent: number }[];
  employees: number;
}

/** Present is an employee with an attendance entry that day; absent is everyone else on the list. */
export async function loadPaSummary(context: LoadContext): Promise<PaSummaryData> {
  const { api } = context;
  const { data } = await api.attendanceEntries.dailyReport(
    { from_time: context.range.from, to_time: context.range.to },
    { signal: context.signal },
  );
  return paDays(data);
}

export function paDays(rows: AttendanceReport[]): PaSummaryData {
  const byDay = new Map<string, number>();
  for (const row of rows) {
    for (const day of row.days) byDay.set(day.date, (byDay.get(day.date) ?? 0) + (day.present ? 1 : 0));
  }
  const employees = rows.length;
  return {
    employees,
    days: [...byDay].map(([date, present]) => ({ date, present, absent: employees - present })),
  };
}

export function paSummarySections(data: PaSummaryData): ReportSection[] {
  const presentDays = data.days.reduce((sum, day) => sum + day.present, 0);
  return [
    { kind: 'heading', text: 'P/A Summary' },
    {
      kind: 'tiles',
      tiles: [
        { label: 'Employees', value: data.employees },
        { label: 'Present (employee-days)', value: presentDays },
        { label: 'Absent (employee-days)', value: data.days.reduce((sum, day) => sum + day.absent, 0) },
      ],
    },
    {
      kind: 'table',
      title: 'Present and absent per day',
      columns: [
        { key: 'date', title: 'Date' },
        { key: 'present', title: 'Present' },
        { key: 'absent', title: 'Absent' },
      ],
      rows: data.days.map((day) => ({
        date: dayjs(day.date).format('DD-MM-YYYY'),
        present: day.present,
        absent: day.absent,
      })),
    },
  ];
}
