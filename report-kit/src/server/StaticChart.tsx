/** @jsxRuntime automatic @jsxImportSource react */
// (The API draws this file too, outside the tsconfig that says so: the pragma keeps its JSX the same there.)
// A report chart drawn once to SVG markup (ECharts' server-side rendering): the same option as the page's chart,
// without a DOM or animation, for a report the server draws.
import { LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { type ChartSection, chartOption } from '../kit/chartOption';
import { DONUT_HEIGHT } from '../kit/chartSize';

echarts.use([PieChart, LineChart, GridComponent, LegendComponent, SVGRenderer]);

/** An A4 page's width of content at 96 dpi, less its margins: a chart takes a whole row there. */
const PRINTED_CHART_WIDTH = 680;

export function StaticChart({ section }: { section: ChartSection }) {
  const chart = echarts.init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: PRINTED_CHART_WIDTH,
    height: DONUT_HEIGHT,
  });
  // No tooltip on a drawing nobody hovers: the key left out, not set to undefined (ECharts then warns that the
  // tooltip component is not registered).
  const { tooltip: _hover, ...option } = chartOption(section);
  try {
    chart.setOption(option);
    // biome-ignore lint/security/noDangerouslySetInnerHtml: ECharts' own SVG of figures the kinds built
    return <div dangerouslySetInnerHTML={{ __html: chart.renderToSVGString() }} />;
  } finally {
    chart.dispose();
  }
}
