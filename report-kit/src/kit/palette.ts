/**
 * The chart palette (spec part 3 §9: 11 colours; the colours themselves are not given, these are ours).
 * Vehicle charts take colours from the start, visitor charts from the end, so the two never look alike.
 */
export const CHART_PALETTE = [
  '#1f6feb',
  '#2da44e',
  '#bf8700',
  '#cf222e',
  '#8250df',
  '#1b7c83',
  '#e16f24',
  '#6e7781',
  '#bc4c00',
  '#0a3069',
  '#a40e26',
] as const;

export const vehicleColors: readonly string[] = CHART_PALETTE;
export const visitorColors: readonly string[] = [...CHART_PALETTE].reverse();
