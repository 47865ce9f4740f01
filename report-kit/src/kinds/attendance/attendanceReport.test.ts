import type { ReportSection } from '../../kit/model';
import { attendanceReportSections } from './attendanceReport';
import { condo, dailyAttendance, dailyEntries, dayRange, weeklyEntries, weekRange } from './fixtures';

const tables = (sections: ReportSection[]) =>
  sections.filter((section): section is Extract<ReportSection, { kind: 'table' }> => section.kind === 'table');
const titles = (table: Extract<ReportSection, { kind: 'table' }> | undefined) =>
  table?.columns.map((column) => column.title);

const daily = { ...condo, range: dayRange };

describe('Attendance Report', () => {
  it('groups the employees by type (one per phone), with In, Out and Duration on a daily report', () => {
    const sections = attendanceReportSections(dailyEntries, { ...daily, options: { periodical: 'daily' } });
    expect(tables(sections).map((table) => table.title)).toEqual(['Security (1)', 'Cleaners (1)', 'MA staff (1)']);
    const [security, cleaners] = tables(sections);
    expect(titles(security)).toEqual(['Name', 'In', 'Out', 'Duration']);
    expect(security?.rows).toEqual([
      { name: 'Alan Tan (90000001)', date: '16-Nov-26', in: '08:00 am', out: '05:30 pm', duration: '8 h 30 m' },
    ]);
    expect(cleaners?.rows[0]).toMatchObject({ name: 'Bella Lim (90000002)', in: '-', out: '-', duration: '-' });
  });

  it('shows dashes on a row whose first entry began before the start of the range', () => {
    const chen = tables(attendanceReportSections(dailyEntries, daily)).find((table) => table.title === 'MA staff (1)');
    expect(chen?.rows).toEqual([{ name: 'Chen Wei (90000003)', date: '16-Nov-26', in: '-', out: '-', duration: '-' }]);
  });

  it('lists the camera exits on their own for Exit from camera, the last out for Exit from device', () => {
    const out = (subType: string) =>
      tables(attendanceReportSections(dailyEntries, { ...daily, options: { subType } }))[0]?.rows[0]?.out;
    expect(out('camera')).toBe('12:00 pm');
    expect(out('device')).toBe('05:30 pm');
  });

  it('gives In/Out pairs, Duration and Total Duration in full details', () => {
    const [security] = tables(attendanceReportSections(dailyEntries, { ...daily, options: { detail: 'full' } }));
    expect(titles(security)).toEqual(['Name', 'In 1', 'Out 1', 'In 2', 'Out 2', 'Duration', 'Total Duration']);
    expect(security?.rows[0]).toMatchObject({
      in1: '08:00 am',
      out1: '12:00 pm',
      in2: '01:00 pm',
      out2: '05:30 pm',
      duration: '8 h 30 m',
      total: '8 h 30 m',
    });
  });

  it('gives a Duration cell per day on a weekly report', () => {
    const context = { ...condo, range: weekRange, options: { periodical: 'week' as const } };
    const [security, cleaners] = tables(attendanceReportSections(weeklyEntries, context));
    expect(titles(security)).toEqual([
      'Name',
      '16-Nov-26',
      '17-Nov-26',
      '18-Nov-26',
      '19-Nov-26',
      '20-Nov-26',
      '21-Nov-26',
      '22-Nov-26',
      'Total Duration',
    ]);
    expect(security?.rows).toEqual([
      {
        name: 'Alan Tan (90000001)',
        '2026-11-16': '8 h 30 m',
        '2026-11-17': '-',
        '2026-11-18': '1 h 15 m',
        '2026-11-19': '-',
        '2026-11-20': '-',
        '2026-11-21': '-',
        '2026-11-22': '-',
        total: '9 h 45 m',
      },
    ]);
    expect(cleaners?.rows[0]).toMatchObject({ '2026-11-16': '-', total: '0 h 00 m' });
  });

  it('reads the Employee Entry attendance rows: in, out and the time between', () => {
    const [security, cleaners] = tables(attendanceReportSections(dailyAttendance, daily));
    expect(security?.rows[0]).toMatchObject({ in: '08:00 am', out: '04:45 pm', duration: '8 h 45 m' });
    expect(cleaners?.rows[0]).toMatchObject({ in: '-', out: '-', duration: '-' });
  });

  it('says No Data Found! when there are no employees', () => {
    const empty = { ...dailyEntries, employees: [], entryReport: [] };
    expect(attendanceReportSections(empty, daily)).toEqual([
      { kind: 'heading', text: 'Attendance Report' },
      { kind: 'empty', text: 'No Data Found!' },
    ]);
  });
});
