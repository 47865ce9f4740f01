import type { ReportSection } from '../../kit/model';
import { attendanceSummarySections, monthRange, TICK } from './attendanceSummary';
import { attendanceSummary } from './fixtures';

const tables = (sections: ReportSection[]) =>
  sections.filter((section): section is Extract<ReportSection, { kind: 'table' }> => section.kind === 'table');

describe('Attendance Summary', () => {
  it('covers the whole picked month', () => {
    expect(monthRange('2026-10')).toEqual({ from: '2026-10-01T00:00:00.000Z', to: '2026-10-31T23:59:59.999Z' });
    expect(monthRange('2028-02').to).toBe('2028-02-29T23:59:59.999Z');
  });

  it('counts the employees of each type, one per phone', () => {
    const tiles = attendanceSummarySections(attendanceSummary).find((section) => section.kind === 'tiles');
    expect(tiles).toEqual({
      kind: 'tiles',
      title: 'Employees',
      tiles: [
        { label: 'Security', value: 1 },
        { label: 'Gardners', value: 0 },
        { label: 'Landscape', value: 0 },
        { label: 'Cleaners', value: 1 },
        { label: 'MA staff', value: 1 },
        { label: 'Contractor', value: 0 },
      ],
    });
  });

  it('draws a month grid per type with a tick on each day an in_time falls on', () => {
    const [security, cleaners, staff] = tables(attendanceSummarySections(attendanceSummary));
    expect([security?.title, cleaners?.title, staff?.title]).toEqual(['Security (1)', 'Cleaners (1)', 'MA staff (1)']);
    expect(security?.columns).toHaveLength(33);
    expect(security?.columns.slice(0, 3).map((column) => column.title)).toEqual(['Name', '1', '2']);
    expect(security?.rows[0]).toMatchObject({
      name: 'Alan Tan (90000001)',
      '2026-10-01': TICK,
      '2026-10-02': '',
      '2026-10-04': TICK,
      present: 2,
    });
    // Bella's second registration (same phone) and its entry are left out.
    expect(cleaners?.rows).toHaveLength(1);
    expect(cleaners?.rows[0]).toMatchObject({ '2026-10-02': '', present: 0 });
    expect(staff?.rows[0]).toMatchObject({ '2026-10-31': TICK, present: 1 });
  });

  it('says No Data Found! when the condo has no employees', () => {
    expect(attendanceSummarySections({ month: '2026-10', employees: [] })).toEqual([
      { kind: 'heading', text: 'Attendance Summary' },
      { kind: 'empty', text: 'No Data Found!' },
    ]);
  });
});
