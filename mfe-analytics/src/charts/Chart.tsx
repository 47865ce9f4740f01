// The one chart of the analytics area: a picture for the eye (ECharts, loaded on first use) inside a container that
// screen readers read as one image with a text alternative naming its figures. The figures stay in a table or list
// beside it; the chart adds no data of its own.
import { Skeleton } from '@condo/shared/antd';
import { lazy, Suspense } from 'react';
import { type ChartSpec, chartHeight, chartSummary } from './chartOption';

const EChart = lazy(() => import('./EChart'));

// The chart's words (axis labels, values, axis names) take the colour of the text around them, so they follow the
// console's light or dark scheme the moment it changes, with the contrast the theme gives its text; CSS outranks the
// colour ECharts writes on each SVG text.
const CHART_CSS = '.analytics-chart svg text { fill: currentColor !important; stroke: none !important; }';

export function Chart({ spec }: { spec: ChartSpec }) {
  const height = chartHeight(spec);
  return (
    <div role="img" aria-label={chartSummary(spec)} className="analytics-chart" style={{ width: '100%', height }}>
      <style>{CHART_CSS}</style>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
        <EChart spec={spec} height={height} />
      </Suspense>
    </div>
  );
}
