/** @jsxRuntime automatic @jsxImportSource react */
// (The API draws this file too, outside the tsconfig that says so: the pragma keeps its JSX the same there.)
import { Skeleton } from '@condo/shared/antd';
import { type ComponentType, createContext, lazy, Suspense, useContext } from 'react';
import type { ChartSection as ChartSectionData } from './chartOption';
import { DONUT_HEIGHT } from './chartSize';
import { chartFigures, chartIsEmpty } from './figures';
import { NO_CHART_DATA } from './model';

const InteractiveChart = lazy(() => import('./Chart'));

type ChartSectionProps = { section: ChartSectionData };

/** The page's chart: ECharts loaded on first use, a skeleton until then. */
function LazyChart({ section }: ChartSectionProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: DONUT_HEIGHT }} />}>
      <InteractiveChart section={section} />
    </Suspense>
  );
}

/** What draws a chart: the interactive one in the browser; the server draws the same option as static SVG. */
export const ChartComponent = createContext<ComponentType<ChartSectionProps>>(LazyChart);

/** A chart, and for screen readers (and the XLS) the same figures as a table. A chart of nothing says so. */
export function ChartSection({ section }: ChartSectionProps) {
  const empty = chartIsEmpty(section);
  const Chart = useContext(ChartComponent);
  return (
    <figure className="report-chart" aria-label={section.title}>
      <figcaption className="report-subtitle">{section.title}</figcaption>
      {empty ? (
        <p className="report-empty">{NO_CHART_DATA}</p>
      ) : (
        <>
          <div aria-hidden="true">
            <Chart section={section} />
          </div>
          <ChartFigures section={section} />
        </>
      )}
    </figure>
  );
}

function ChartFigures({ section }: ChartSectionProps) {
  const { head, rows } = chartFigures(section);
  return (
    <table className="visually-hidden">
      {head.length ? (
        <thead>
          <tr>
            {head.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.map(([name, ...values]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {values.map((value, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a figure's columns never reorder
              <td key={index}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
