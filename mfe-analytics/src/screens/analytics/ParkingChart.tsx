// ECharts, tree-shaken to the one bar chart vehicle parking draws (vehicles inside per time slot), on the SVG renderer.
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { CHART_HEIGHT } from './chartSize';
import { insideBars, type Slot } from './insideBars';

echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

export function parkingChartOption(slots: readonly Slot[]) {
  const bars = insideBars(slots);
  return {
    animation: false,
    tooltip: { trigger: 'axis' as const },
    grid: { left: 48, right: 16, top: 24, bottom: 40 },
    xAxis: {
      type: 'category' as const,
      name: 'Time slot',
      nameLocation: 'middle' as const,
      nameGap: 28,
      data: slots.map((slot) => slot.from_time),
    },
    yAxis: { type: 'value' as const, name: bars.name },
    series: [{ type: 'bar' as const, name: bars.name, data: bars.values }],
  };
}

export default function ParkingChart({ slots }: { slots: readonly Slot[] }) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={parkingChartOption(slots)}
      opts={{ renderer: 'svg' }}
      notMerge
      style={{ height: CHART_HEIGHT, width: '100%' }}
    />
  );
}
