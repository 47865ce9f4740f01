// The detail page's pictures: the ranking as bars above its rows (the list below is its table) and, for a figure
// counted in time, a line per day under the figure, with its own table of days folded away under the chart.
import type { RequestState } from '@condo/shared';
import { Button, Card, Skeleton, Typography } from '@condo/shared/antd';
import { type ReactNode, useId } from 'react';
import type { AnalyticsCard, CardResult, DayCount } from '../../cards';
import { Chart } from '../../charts';
import { dayLabel, perDayChart, rankingChart } from './detailCharts';

const CHARTS_CSS = `
.analytics-chart-block { margin-bottom: 16px; }
.analytics-chart-block h2.ant-typography { font-size: 16px; margin: 0 0 8px; }
.analytics-days { margin-top: 8px; }
.analytics-days summary { cursor: pointer; }
.analytics-days table { border-collapse: collapse; margin-top: 8px; }
.analytics-days th, .analytics-days td { padding: 2px 16px 2px 0; text-align: left; }
.analytics-days td { font-variant-numeric: tabular-nums; }
`;

/** A chart on a card of its own (the theme's surface, as the results' cards), under a heading naming it. */
function ChartBlock({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="analytics-chart-block" aria-labelledby={headingId}>
      <Card size="small">
        <Typography.Title level={2} id={headingId}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </section>
  );
}

export function DetailCharts({
  card,
  result,
  perDay,
}: {
  card: AnalyticsCard;
  result: CardResult;
  /** The card's figure per day (usePerDay); its data is null for a card drawn without a line. */
  perDay: RequestState<DayCount[] | null>;
}) {
  const ranking = rankingChart(card, result);
  return (
    <>
      <style>{CHARTS_CSS}</style>
      {ranking ? (
        <ChartBlock title="Ranking">
          <Chart spec={ranking} />
        </ChartBlock>
      ) : null}
      {card.perDay ? (
        <ChartBlock title="Per day">
          <PerDayLine card={card} perDay={perDay} />
        </ChartBlock>
      ) : null}
    </>
  );
}

function PerDayLine({ card, perDay }: { card: AnalyticsCard; perDay: RequestState<DayCount[] | null> }) {
  if (perDay.loading && !perDay.data) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the figures per day">
        <Skeleton.Node active style={{ width: '100%', height: 120 }} />
      </div>
    );
  }
  if (perDay.error) {
    return (
      <Typography.Text type="secondary">
        The figures per day could not be loaded.{' '}
        <Button size="small" onClick={perDay.retry}>
          Retry
        </Button>
      </Typography.Text>
    );
  }
  const days = perDay.data ?? [];
  const line = perDayChart(card, days);
  if (!line) return null;
  return (
    <>
      <Chart spec={line} />
      <details className="analytics-days">
        <summary>Figures per day</summary>
        <table aria-label={`${card.name} per day`}>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">COUNT</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date)}</th>
                <td>{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
