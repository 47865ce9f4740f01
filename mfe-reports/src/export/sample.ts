// A made-up alert report of any size, with every kind of section: the export tests and bench/report-export.mjs
// write it. Not imported by the product.

import type { ReportDocument } from '@condo/report-kit';
import { CHART_PALETTE, DETAIL_COLUMNS } from '@condo/report-kit';

export const SAMPLE_COLUMNS = DETAIL_COLUMNS;

const two = (n: number) => String(n).padStart(2, '0');

export function sampleReport(rows: number): ReportDocument {
  return {
    title: 'Detail Alert Report',
    context: {
      condoName: 'Marina Bay Residences',
      range: { from: '2026-11-16T00:00:00.000Z', to: '2026-11-22T23:59:59.999Z' },
    },
    sections: [
      { kind: 'heading', text: 'Alert Report' },
      {
        kind: 'tiles',
        tiles: [
          { label: 'Total Alerts', value: rows },
          { label: 'Open Alerts', value: Math.ceil(rows / 2) },
          { label: 'Closed Alerts', value: Math.floor(rows / 2) },
        ],
      },
      {
        kind: 'donut',
        title: 'Alerts by Status',
        colors: CHART_PALETTE,
        slices: [
          { name: 'Open', value: Math.ceil(rows / 2) },
          { name: 'Closed', value: Math.floor(rows / 2) },
        ],
      },
      {
        kind: 'line',
        title: 'Alerts per Day',
        colors: CHART_PALETTE,
        categories: ['16-Nov-26', '17-Nov-26', '18-Nov-26'],
        series: [{ name: 'Alerts', values: [3, 5, 2] }],
      },
      {
        kind: 'paragraph',
        runs: [{ text: 'Alerts were ' }, { text: '12% more', tone: 'up' }, { text: ' than last week.' }],
      },
      {
        kind: 'table',
        title: `Parking Unauthorized (${rows})`,
        columns: SAMPLE_COLUMNS,
        rows: Array.from({ length: rows }, (_, index) => ({
          no: index + 1,
          triggered: `${two((index % 28) + 1)}-11-2026 ${two(index % 24)}:${two(index % 60)}:00`,
          description: `Vehicle SG${1000 + index}A parked in a resident lot`,
          status: index % 2 ? 'Closed' : 'Open',
          image: index % 3 ? 'N/A' : { text: 'View', href: `https://service.example/alerts/${index + 1}/details` },
          remarks: index % 5 ? '-' : 'Guard informed',
        })),
      },
      { kind: 'empty', text: 'No Data Found!' },
    ],
  };
}
