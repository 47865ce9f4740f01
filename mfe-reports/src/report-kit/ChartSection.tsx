import { Skeleton } from '@condo/shared/antd';
import { lazy, Suspense } from 'react';
import { DONUT_HEIGHT } from './chartSize';
import { NO_CHART_DATA, type ReportSection } from './model';

const Chart = lazy(() => import('./Chart'));

type ChartSectionProps = { section: Extract<ReportSection, { kind: 'donut' | 'line' }> };

/** A chart, and for screen readers (and the XLS) the same figures as a table. A chart of nothing says so. */
export function ChartSection({ section }: ChartSectionProps) {
  const values =
    section.kind === 'donut' ? section.slices.map((slice) => slice.value) : section.series.flatMap((s) => s.values);
  const empty = values.every((value) => !value);
  return (
    <figure className="report-chart" aria-label={section.title}>
      <figcaption className="report-subtitle">{section.title}</figcaption>
      {empty ? (
        <p className="report-empty">{NO_CHART_DATA}</p>
      ) : (
        <>
          <div aria-hidden="true">
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: DONUT_HEIGHT }} />}>
              <Chart section={section} />
            </Suspense>
          </div>
          <ChartFigures section={section} />
        </>
      )}
    </figure>
  );
}

function ChartFigures({ section }: ChartSectionProps) {
  if (section.kind === 'donut') {
    return (
      <table className="visually-hidden">
        <tbody>
          {section.slices.map((slice) => (
            <tr key={slice.name}>
              <th scope="row">{slice.name}</th>
              <td>{slice.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <table className="visually-hidden">
      <thead>
        <tr>
          <th scope="col">Date</th>
          {section.series.map((series) => (
            <th key={series.name} scope="col">
              {series.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {section.categories.map((category, index) => (
          <tr key={category}>
            <th scope="row">{category}</th>
            {section.series.map((series) => (
              <td key={series.name}>{series.values[index] ?? 0}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
