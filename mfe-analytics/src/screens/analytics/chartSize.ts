export const CHART_HEIGHT = 360;
