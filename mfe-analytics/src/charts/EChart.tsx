// ECharts, tree-shaken to what the analytics charts draw (bars and a line, with a grid and a tooltip), on the SVG
// renderer. Loaded by Chart on first use only, so the overview and every other screen never download it.
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { useMemo } from 'react';
import { type ChartSpec, chartOption } from './chartOption';

echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, SVGRenderer]);

const LESS_MOTION = '(prefers-reduced-motion: reduce)';

export default function EChart({ spec, height }: { spec: ChartSpec; height: number }) {
  // WCAG 2.3.3: no growing bars for users who asked their system for less motion.
  const animate = !window.matchMedia?.(LESS_MOTION).matches;
  const option = useMemo(() => chartOption(spec, { animate }), [spec, animate]);
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={option}
      opts={{ renderer: 'svg' }}
      notMerge
      style={{ height, width: '100%' }}
    />
  );
}
