// The ECharts option of a report chart, one for the page (Chart) and the PDF export (drawn off-screen).
import type { EChartsCoreOption } from 'echarts/core';
import type { ReportSection } from './model';

export type ChartSection = Extract<ReportSection, { kind: 'donut' | 'line' }>;

export function chartOption(section: ChartSection): EChartsCoreOption {
  if (section.kind === 'donut') {
    return {
      color: [...section.colors],
      animation: false,
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['45%', '70%'],
          label: { formatter: '{b}: {c}' },
          data: section.slices.map((slice) => ({ name: slice.name, value: slice.value })),
        },
      ],
    };
  }
  return {
    color: [...section.colors],
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 40, right: 16, top: 16, bottom: 48 },
    xAxis: { type: 'category', data: section.categories },
    yAxis: { type: 'value', minInterval: 1 },
    series: section.series.map((series) => ({ type: 'line', name: series.name, data: series.values })),
  };
}
