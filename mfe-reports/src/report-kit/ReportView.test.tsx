import { COMPANY_ADDRESS, inlineKinds, kindOf, ReportView } from '@condo/report-kit';
import { alertSummary, context, parking, weekly } from '@condo/report-kit/fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import { buildReport, ReportPreview } from './ReportPreview';

const preview = (type: string, data: unknown, extra: Partial<Parameters<typeof ReportPreview>[0]> = {}) =>
  render(
    <ReportPreview
      kind={kindOf(type)}
      data={data}
      built={buildReport(kindOf(type), data, context)}
      loading={false}
      error={null}
      retry={() => {}}
      {...extra}
    />,
  );

describe('ReportView', () => {
  it('carries the condo, the title, the range and the printed footer', () => {
    preview('alert', alertSummary);
    const report = screen.getByRole('article', { name: 'Alert Report' });
    expect(within(report).getByRole('heading', { name: 'Alert Report', level: 2 })).toBeInTheDocument();
    expect(within(report).getByText('Marina Bay Residences')).toBeInTheDocument();
    expect(within(report).getByText('16-Nov-26 to 22-Nov-26')).toBeInTheDocument();
    expect(within(report).getByText('every 3000 sheets of paper cost a tree')).toBeInTheDocument();
    const table = within(report).getByRole('table', { name: 'Alert By Types' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('ends the weekly digest with the company address instead of the tree line', () => {
    preview('consolidated', weekly(5, -3));
    const report = screen.getByRole('article', { name: 'Your Weekly Update' });
    expect(within(report).getByRole('contentinfo')).toHaveTextContent(COMPANY_ADDRESS);
    expect(within(report).queryByText('every 3000 sheets of paper cost a tree')).not.toBeInTheDocument();
  });

  it('titles the LNPR VMS report "Smart Parking Alert System (LNPR VMS)" on its cover', () => {
    preview('lnpr_vms', parking);
    const report = screen.getByRole('article', { name: 'Smart Parking Alert System (LNPR VMS)' });
    expect(
      within(report).getByRole('heading', { name: 'Smart Parking Alert System (LNPR VMS)', level: 2 }),
    ).toBeInTheDocument();
  });

  it('gives each chart its figures as a table for screen readers, and says when a donut has no data', async () => {
    const empty = {
      ...parking,
      vehicleTypes: { ...parking.vehicleTypes, aggregation: { vehicle_type: { buckets: [] } } },
    };
    preview('lnpr_vms', empty);
    const donut = screen.getByRole('figure', { name: 'Type of Vehicles Entry' });
    expect(within(donut).getByText('No data available')).toBeInTheDocument();
    const visitors = screen.getByRole('figure', { name: 'Type of Visitors' });
    expect(within(visitors).getByRole('rowheader', { name: 'Guest' }).nextSibling).toHaveTextContent('40');
    await waitFor(() => expect(visitors.querySelector('.echarts-for-react')).not.toBeNull());
  });

  it('says No Data Found! for a report with no sections and in a table with no rows', () => {
    render(
      <ReportView
        report={{
          title: 'Empty',
          context,
          sections: [{ kind: 'table', title: 'Rows', columns: [{ key: 'a', title: 'A' }], rows: [] }],
        }}
      />,
    );
    expect(within(screen.getByRole('table', { name: 'Rows' })).getByText('No Data Found!')).toBeInTheDocument();
    render(<ReportView report={{ title: 'Nothing', context, sections: [] }} />);
    expect(within(screen.getByRole('article', { name: 'Nothing' })).getByText('No Data Found!')).toBeInTheDocument();
  });

  it('draws a calendar as a table of weeks from Sunday, each day with its count (0 when missing)', () => {
    render(
      <ReportView
        report={{
          title: 'Calendar',
          context,
          sections: [
            { kind: 'calendar', title: 'October 2026', month: '2026-10', counts: { '2026-10-01': 4, '2026-10-04': 2 } },
          ],
        }}
      />,
    );
    const calendar = screen.getByRole('table', { name: 'October 2026' });
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const [, firstWeek, secondWeek, ...rest] = within(calendar).getAllByRole('row');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // 1 October 2026 is a Thursday.
    expect(cells(firstWeek)).toEqual(['', '', '', '', '1Present: 4', '2Present: 0', '3Present: 0']);
    expect(cells(secondWeek)[0]).toBe('4Present: 2');
    expect(rest).toHaveLength(3);
    expect(cells(rest.at(-1))).toEqual([
      '25Present: 0',
      '26Present: 0',
      '27Present: 0',
      '28Present: 0',
      '29Present: 0',
      '30Present: 0',
      '31Present: 0',
    ]);
  });

  it('says No report available for the selected type for a type it does not know', () => {
    preview('no_such_type', {});
    expect(screen.getByText('No report available for the selected type')).toBeInTheDocument();
  });

  it('explains edited data that does not fit the report instead of breaking the page', () => {
    preview('alert', { aggregation: null });
    expect(screen.getByText('This data does not fit the report')).toBeInTheDocument();
  });

  it('shows a skeleton while loading and the failure with Retry', () => {
    const { unmount } = preview('alert', undefined, { loading: true });
    expect(screen.getByRole('status', { name: 'Loading Alert Report' })).toBeInTheDocument();
    unmount();
    preview('alert', undefined, { error: new Error('Gateway down') });
    expect(screen.getByText('The report could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('declares the 8 inline types in the spec order, lnpr_vms first', () => {
    expect(inlineKinds.map((kind) => kind.type)).toEqual([
      'lnpr_vms',
      'alert',
      'detail_alert',
      'lnpr_alert',
      'total_report',
      'consolidated',
      'vms_visitor_type_report',
      'vms_device_report',
    ]);
  });
});
