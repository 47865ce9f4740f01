// The chart draws what the table lists: the option's categories and values are the rows', in the rows' order, and the
// text alternative names the same figures.
import { cardOfLink } from '../cards';
import { parkingChart } from '../screens/analytics/insideBars';
import { dayLabel, perDayChart, rankingChart } from '../screens/analytics-details/detailCharts';
import { type ChartSpec, chartHeight, chartOption, chartSummary } from './chartOption';

type Axis = { type: string; data?: string[]; inverse?: boolean };
type Series = { type: string; data: number[] };
const drawn = (spec: ChartSpec, animate = false) => {
  const option = chartOption(spec, { animate }) as { animation: boolean; xAxis: Axis; yAxis: Axis; series: Series[] };
  const category = option.xAxis.type === 'category' ? option.xAxis : option.yAxis;
  return { option, categories: category.data, series: option.series };
};
const card = (link: string) => {
  const found = cardOfLink(link);
  if (!found) throw new Error(`no card ${link}`);
  return found;
};

const ROWS = [
  { name: 'Asha Rao', secondary: '+6591234567', count: 9 },
  { name: 'Ben Tan', secondary: '+6598765432', count: 4 },
  { name: 'Asha Rao', secondary: '+6590000000', count: 1 },
];

test('a ranking: one bar per row, in the list order (first on top), the COUNTs as values', () => {
  const spec = rankingChart(card('most-visiting-visitor'), { kind: 'rows', rows: ROWS });
  if (!spec) throw new Error('no chart');
  const { option, categories, series } = drawn(spec);
  expect(option.yAxis).toMatchObject({ type: 'category', inverse: true });
  expect(categories).toEqual(ROWS.map((row) => row.name));
  expect(series).toHaveLength(1);
  expect(series[0]).toMatchObject({ type: 'bar', data: ROWS.map((row) => row.count) });
  expect(chartSummary(spec)).toBe('Bar chart of Most Visiting Visitor, 3 rows: Asha Rao 9, Ben Tan 4, Asha Rao 1');
});

test('a long ranking names its first ten and says how many more the table lists; its height grows with the rows', () => {
  const rows = Array.from({ length: 25 }, (_, index) => ({ name: `P${index + 1}`, secondary: '', count: 50 - index }));
  const spec = rankingChart(card('most-visiting-unit'), { kind: 'rows', rows });
  if (!spec) throw new Error('no chart');
  expect(drawn(spec).series[0]?.data).toEqual(rows.map((row) => row.count));
  const summary = chartSummary(spec);
  expect(summary).toMatch(
    /^Bar chart of Most Visiting Unit, 25 rows: P1 50, P2 49, .*, P10 41, and 15 more in the table$/,
  );
  expect(chartHeight(spec)).toBeGreaterThan(chartHeight({ ...spec, points: spec.points.slice(0, 5) }));
});

test('no ranking for a bare figure or an answer without rows', () => {
  expect(rankingChart(card('most-sms-count'), { kind: 'figure', value: 42 })).toBeNull();
  expect(rankingChart(card('most-visiting-visitor'), { kind: 'rows', rows: [] })).toBeNull();
});

test('a figure per day: a line through every day, in date order, labelled as the per-day table is', () => {
  const days = [
    { date: '2026-11-01', count: 3 },
    { date: '2026-11-02', count: 0 },
    { date: '2026-11-03', count: 5 },
  ];
  const spec = perDayChart(card('ivr-call-count'), days);
  if (!spec) throw new Error('no chart');
  const { categories, series } = drawn(spec);
  expect(categories).toEqual(['01-Nov-26', '02-Nov-26', '03-Nov-26']);
  expect(categories).toEqual(days.map((day) => dayLabel(day.date)));
  expect(series[0]).toMatchObject({ type: 'line', data: [3, 0, 5] });
  expect(chartSummary(spec)).toBe('Line chart of Ivr Call Count per day: 01-Nov-26 3, 02-Nov-26 0, 03-Nov-26 5');
  expect(perDayChart(card('ivr-call-count'), [])).toBeNull();
});

test('vehicle parking: a column per slot, vehicles inside plus the offset; the offsets alone without the count', () => {
  const slots = [
    { id: 1, from_time: '08:00', offset: 2, count: 5 },
    { id: 2, from_time: '09:00', offset: -1, count: 7 },
  ];
  const { categories, series } = drawn(parkingChart(slots));
  expect(categories).toEqual(['08:00', '09:00']);
  expect(series[0]).toMatchObject({ type: 'bar', data: [7, 6] });
  const spec = parkingChart(slots.map(({ count: _count, ...slot }) => slot));
  expect(drawn(spec).series[0]?.data).toEqual([2, -1]);
  expect(chartSummary(spec)).toBe('Bar chart of the offset per time slot: 08:00 2, 09:00 -1');
});

test('animation follows the user: off when they asked for less motion', () => {
  const spec = parkingChart([{ id: 1, from_time: '08:00', offset: 0, count: 1 }]);
  expect(drawn(spec, false).option.animation).toBe(false);
  expect(drawn(spec, true).option.animation).toBe(true);
});

test('an empty chart says so', () => {
  expect(chartSummary({ kind: 'columns', title: 'the offset per time slot', valueName: 'Offset', points: [] })).toBe(
    'Bar chart of the offset per time slot: no data',
  );
});
