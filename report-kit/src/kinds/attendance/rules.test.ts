import { alan, attendanceRowsFixture, bella, bellaAgain, chen, employee } from './fixtures';
import {
  attendanceRows,
  clock,
  mergeEmployees,
  startsBeforeRange,
  typeTiles,
  uniqueByPhone,
  withoutDuplicates,
} from './rules';

describe('attendance rules (spec part 3 §5)', () => {
  it('de-duplicates employees by phone, keeping the first', () => {
    expect(uniqueByPhone([alan, bella, bellaAgain, chen]).map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('removes duplicate rows by full comparison, whatever the key order, and keeps rows differing anywhere', () => {
    const a = { id: 1, employee: { name: 'A', phone: '1' }, in_time: 'x' };
    const sameReordered = { in_time: 'x', employee: { phone: '1', name: 'A' }, id: 1 };
    const otherPhone = { id: 1, employee: { name: 'A', phone: '2' }, in_time: 'x' };
    expect(withoutDuplicates([a, sameReordered, otherPhone])).toEqual([a, otherPhone]);
  });

  it('drops rows without an employee name and duplicates; date-based mode also drops rows without an in_time', () => {
    expect(attendanceRows(attendanceRowsFixture, 'employee_base_report').map((row) => row.id)).toEqual([1, 2, 3, 5]);
    expect(attendanceRows(attendanceRowsFixture, 'date_base_report').map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('counts every employee type, 0 for a type without a bucket, with the labels as the spec spells them', () => {
    expect(typeTiles([{ key: 'Ma Staff', doc_count: 4 }])).toEqual([
      { label: 'Security', value: 0 },
      { label: 'Gardners', value: 0 },
      { label: 'Landscape', value: 0 },
      { label: 'Cleaners', value: 0 },
      { label: 'MA staff', value: 4 },
      { label: 'Contractor', value: 0 },
    ]);
  });

  it('merges the employee list with the report: every listed employee once, unlisted report rows after', () => {
    const report = [
      { employee: chen, n: 'chen' },
      { employee: alan, n: 'alan' },
      { employee: bellaAgain, n: 'bella again' },
    ];
    const merged = mergeEmployees([employee(alan), employee(bella), employee(bellaAgain)], report);
    expect(merged.map(({ employee: ref, row }) => [ref.name, row?.n])).toEqual([
      ['Alan Tan', 'alan'],
      ['Bella Lim', 'bella again'],
      ['Chen Wei', 'chen'],
    ]);
    expect(mergeEmployees([], report).map(({ employee: ref }) => ref.id)).toEqual([3, 1, 5]);
  });

  it('knows a row whose first entry began before the range, and shows a missing time as N/A', () => {
    const range = { from: '2026-11-16T00:00:00.000Z', to: '2026-11-16T23:59:59.999Z' };
    expect(startsBeforeRange([{ in_time: '2026-11-15T23:00:00.000Z' }], range)).toBe(true);
    expect(startsBeforeRange([{ in_time: '2026-11-16T00:00:00.000Z' }], range)).toBe(false);
    expect(startsBeforeRange([], range)).toBe(false);
    expect([clock(null), clock('2026-11-16T13:05:00.000Z')]).toEqual(['N/A', '01:05 pm']);
  });
});
