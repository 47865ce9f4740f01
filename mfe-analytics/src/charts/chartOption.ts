// What an analytics chart draws, as data: the ECharts option and the text alternative are both built from it, so the
// picture, its label and the table beside it cannot tell different stories.
import type { EChartsCoreOption } from 'echarts/core';

/** One bar or one point: its category (a name, a day, a time slot) and its value. */
export interface ChartPoint {
  label: string;
  value: number;
}

/**
 * - `ranking`: horizontal bars, the first point on top (a detail page's rows, highest first);
 * - `columns`: vertical bars in the points' order (vehicle parking's time slots);
 * - `line`: a line through the points in order (a figure per day).
 */
export type ChartKind = 'ranking' | 'columns' | 'line';

export interface ChartSpec {
  kind: ChartKind;
  /** What is drawn, as the text alternative names it ("Most Visiting Visitor", "Ivr Call Count per day"). */
  title: string;
  /** The values' name, in the tooltip ("COUNT", "Vehicles inside"). */
  valueName: string;
  /** The category axis' name, where it needs one ("Time slot"). */
  axisName?: string;
  points: readonly ChartPoint[];
}

/** How many points the text alternative names before it says how many more the table lists. */
export const SUMMARY_POINTS = 10;

// The reports' first palette colour (spec §9's palette): over the 3:1 a graphic needs on the light page and card
// (4.6:1 on white) and on the dark ones (4.3:1 on #0e1116).
export const CHART_COLOR = '#1f6feb';
// Axis and value labels: a grey readable on light and dark alike (Chart's CSS gives them the text colour around).
const LABEL_COLOR = '#595959';
// Grid lines: a translucent grey, faint on either scheme's background.
const SPLIT_LINE_COLOR = 'rgba(128, 128, 128, 0.25)';

const RANKING_BAR_PX = 28;
const RANKING_MIN_HEIGHT = 160;
const COLUMNS_HEIGHT = 360;
const LINE_HEIGHT = 280;

/** The chart's height: a ranking grows with its rows, so 100 names stay readable. */
export function chartHeight(spec: ChartSpec): number {
  if (spec.kind === 'ranking') return Math.max(RANKING_MIN_HEIGHT, spec.points.length * RANKING_BAR_PX + 56);
  return spec.kind === 'columns' ? COLUMNS_HEIGHT : LINE_HEIGHT;
}

const KIND_NAME: Record<ChartKind, string> = { ranking: 'Bar chart', columns: 'Bar chart', line: 'Line chart' };

/**
 * The chart's text alternative (its container's aria-label): the kind, the title and the points in the drawn order,
 * the first ten of a longer ranking and how many more the table below lists.
 */
export function chartSummary(spec: ChartSpec): string {
  const { points } = spec;
  if (!points.length) return `${KIND_NAME[spec.kind]} of ${spec.title}: no data`;
  const named = spec.kind === 'ranking' ? points.slice(0, SUMMARY_POINTS) : points;
  const rest = points.length - named.length;
  const listed = named.map((point) => `${point.label} ${point.value}`).join(', ');
  const count = spec.kind === 'ranking' ? `, ${points.length} ${points.length === 1 ? 'row' : 'rows'}` : '';
  return `${KIND_NAME[spec.kind]} of ${spec.title}${count}: ${listed}${rest ? `, and ${rest} more in the table` : ''}`;
}

const axisLabel = { color: LABEL_COLOR };
const valueAxis = {
  type: 'value' as const,
  minInterval: 1,
  axisLabel,
  splitLine: { lineStyle: { color: SPLIT_LINE_COLOR } },
};

/** The ECharts option of a spec; `animate` false for users who asked for less motion. */
export function chartOption(spec: ChartSpec, { animate }: { animate: boolean }): EChartsCoreOption {
  const labels = spec.points.map((point) => point.label);
  const values = spec.points.map((point) => point.value);
  const base = { animation: animate, color: [CHART_COLOR], textStyle: { color: LABEL_COLOR } };
  if (spec.kind === 'ranking') {
    return {
      ...base,
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 48, top: 8, bottom: 28 },
      xAxis: valueAxis,
      // inverse: the first row on top, as the table lists it.
      yAxis: {
        type: 'category',
        inverse: true,
        data: labels,
        axisLabel: { ...axisLabel, width: 180, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          name: spec.valueName,
          data: values,
          label: { show: true, position: 'right', color: LABEL_COLOR },
        },
      ],
    };
  }
  const categoryAxis = {
    type: 'category' as const,
    data: labels,
    axisLabel,
    ...(spec.axisName ? { name: spec.axisName, nameLocation: 'middle' as const, nameGap: 28 } : {}),
  };
  return {
    ...base,
    tooltip: { trigger: 'axis' },
    grid: { left: 16, right: 40, top: 24, bottom: spec.axisName ? 40 : 24 },
    xAxis: spec.kind === 'line' ? { ...categoryAxis, boundaryGap: false } : categoryAxis,
    yAxis: { ...valueAxis, name: spec.kind === 'columns' ? spec.valueName : undefined, nameTextStyle: axisLabel },
    series: [
      spec.kind === 'line'
        ? { type: 'line', name: spec.valueName, data: values, symbolSize: 6 }
        : { type: 'bar', name: spec.valueName, data: values },
    ],
  };
}
