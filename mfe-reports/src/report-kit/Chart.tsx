// ECharts, tree-shaken to the two chart kinds the reports draw, on the SVG renderer so a chart prints sharp and
// the report's HTML (the server job's input) carries it as markup.
import { LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { DONUT_HEIGHT } from './chartSize';
import type { ReportSection } from './model';

echarts.use([PieChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type ChartSection = Extract<ReportSection, { kind: 'donut' | 'line' }>;

export function chartOption(section: ChartSection): echarts.EChartsCoreOption {
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

export default function Chart({ section }: { section: ChartSection }) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={chartOption(section)}
      opts={{ renderer: 'svg' }}
      notMerge
      style={{ height: DONUT_HEIGHT, width: '100%' }}
    />
  );
}
