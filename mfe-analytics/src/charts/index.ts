export { Chart } from './Chart';
export { type ChartKind, type ChartPoint, type ChartSpec, chartHeight, chartOption, chartSummary } from './chartOption';
