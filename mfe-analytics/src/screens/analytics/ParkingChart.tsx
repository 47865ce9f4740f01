// ECharts, tree-shaken to the one bar chart vehicle parking draws (the offset per time slot), on the SVG renderer.
import type { InsideVehicleSlot } from '@condo/shared';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { CHART_HEIGHT } from './chartSize';

echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

export function parkingChartOption(slots: readonly InsideVehicleSlot[]) {
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
    yAxis: { type: 'value' as const, name: 'Offset' },
    series: [{ type: 'bar' as const, name: 'Offset', data: slots.map((slot) => slot.offset) }],
  };
}

export default function ParkingChart({ slots }: { slots: readonly InsideVehicleSlot[] }) {
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
