/** Two charts side by side only when each gets this width (px). */
const SIDE_BY_SIDE = 440;
/** Below this width a chart is drawn for a phone. */
const NARROW = 480;
/** The years' labels ("2025") need this much width each, or they turn 45°. */
const YEAR_LABEL = 44;

export const CHART_GAP = 24;
/**
 * The money axis' width: its longest label (formatBrlCompact, "-R$ 999,9 mil": 81 px at 12 px in
 * the app's font) whole, with the tick and the gaps; a narrower axis cuts it ("R$ 500…").
 */
export const MONEY_AXIS_WIDTH = 96;

/**
 * How the analysis charts are laid out in a grid `gridWidth` px wide, over `years` years: side by
 * side when both fit; a chart narrower than a phone's is shorter, with fewer value ticks and its
 * legend below; the years turn 45° when they would touch (the chart then hides any label that
 * still overlaps the one before).
 */
export function chartLayout(gridWidth: number, years: number) {
  const columns = gridWidth >= 2 * SIDE_BY_SIDE + CHART_GAP ? 2 : 1;
  const width = (gridWidth - CHART_GAP * (columns - 1)) / columns;
  const narrow = width < NARROW;
  const turned = (width - MONEY_AXIS_WIDTH) / Math.max(years, 1) < YEAR_LABEL;
  return {
    columns,
    height: narrow ? 240 : 280,
    slotProps: {
      legend: { position: { vertical: narrow ? 'bottom' : 'top', horizontal: 'center' } },
    } as const,
    xAxis: turned ? { tickLabelStyle: { angle: -45, textAnchor: 'end' as const }, height: 44 } : {},
    yAxis: narrow ? { tickNumber: 4 } : {},
  };
}
