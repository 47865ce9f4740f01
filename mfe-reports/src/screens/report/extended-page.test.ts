import type { ReportSection } from '@condo/report-kit';
import { context } from '@condo/report-kit/fixtures';
import { hasRows } from '../../export/files';
import { rangeProblem } from './useExtendedState';

describe('The extended page', () => {
  it('refuses a weekly range over 6 days and a monthly one over 30', () => {
    const range = (days: number) => ({
      from: '2026-11-01T00:00:00Z',
      to: new Date(Date.parse('2026-11-01T12:00:00Z') + days * 86_400_000).toISOString(),
    });
    expect(rangeProblem(range(6), 'week')).toBeNull();
    expect(rangeProblem(range(7), 'week')).toBe('A weekly report covers at most 6 days.');
    expect(rangeProblem(range(30), 'month')).toBeNull();
    expect(rangeProblem(range(31), 'month')).toBe('A monthly report covers at most 30 days.');
  });

  it('has nothing to download when no table has rows and no figure is above zero', () => {
    const empty = {
      title: 'x',
      context,
      sections: [{ kind: 'tiles', tiles: [{ label: 'a', value: '0 Units' }] }] as ReportSection[],
    };
    expect(hasRows(empty)).toBe(false);
    expect(hasRows({ ...empty, sections: [{ kind: 'tiles', tiles: [{ label: 'a', value: '3 Units' }] }] })).toBe(true);
  });
});
