// Pictures for the PDF, made in the browser: a chart drawn by ECharts off-screen, and the condo's logo.
// Both become JPEG at quality 0.8 (spec part 3 §9) on a white ground (JPEG has no transparency).

import { type ChartSection, chartOption } from '@condo/report-kit';
import { LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([PieChart, LineChart, GridComponent, LegendComponent, SVGRenderer]);

export const JPEG_QUALITY = 0.8;
/** Drawn at twice the size it is printed, so it stays sharp on paper. */
const SCALE = 2;
const LOAD_TIMEOUT_MS = 5_000;

export interface Jpeg {
  dataUrl: string;
  width: number;
  height: number;
}

/**
 * The chart as a JPEG, drawn by ECharts' server-side SVG renderer (no element in the page, nothing to lay out),
 * then painted onto a canvas. Undefined where the browser cannot paint it.
 */
export async function chartJpeg(section: ChartSection, width: number, height: number): Promise<Jpeg | undefined> {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption(chartOption(section));
    const svg = chart.renderToSVGString();
    return await toJpeg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, width, height);
  } finally {
    chart.dispose();
  }
}

/** The logo as a JPEG no larger than `box` (its proportions kept), or undefined when it does not load. */
export async function logoJpeg(url: string, box: number): Promise<Jpeg | undefined> {
  const image = await loadImage(url);
  if (!image?.naturalWidth || !image.naturalHeight) return undefined;
  const ratio = Math.min(box / image.naturalWidth, box / image.naturalHeight, 1);
  return paint(image, image.naturalWidth * ratio, image.naturalHeight * ratio);
}

async function toJpeg(url: string, width: number, height: number) {
  const image = await loadImage(url);
  return image ? paint(image, width, height) : undefined;
}

function paint(image: HTMLImageElement, width: number, height: number): Jpeg | undefined {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * SCALE);
  canvas.height = Math.round(height * SCALE);
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  try {
    return { dataUrl: canvas.toDataURL('image/jpeg', JPEG_QUALITY), width, height };
  } catch {
    // A logo from another origin without CORS taints the canvas: the cover goes without it.
    return undefined;
  }
}

function loadImage(url: string): Promise<HTMLImageElement | undefined> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(undefined), LOAD_TIMEOUT_MS);
    const done = (value: HTMLImageElement | undefined) => {
      clearTimeout(timer);
      resolve(value);
    };
    image.crossOrigin = 'anonymous';
    image.onload = () => done(image);
    image.onerror = () => done(undefined);
    image.src = url;
  });
}
