// ECharts, tree-shaken to the two chart kinds the reports draw, on the SVG renderer so a chart prints sharp and
// the report's HTML (the server job's input) carries it as markup.
import { LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import { type ChartSection, chartOption } from './chartOption';
import { DONUT_HEIGHT } from './chartSize';

echarts.use([PieChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

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
