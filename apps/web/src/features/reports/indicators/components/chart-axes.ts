/** A category axis of a bar chart; `tick` may shorten the label on the axis only. */
export const categoryAxis = (labels: string[], tick?: (label: string) => string) => [
  {
    scaleType: 'band' as const,
    data: labels,
    width: 'auto' as const,
    // The axis may show a shorter label; the tooltip always has the whole one.
    ...(tick && {
      valueFormatter: (label: string, context: { location: string }) =>
        context.location === 'tick' ? tick(label) : label,
    }),
  },
];

/** A long title cut for the axis (the tooltip and the table have it whole). */
export const shortTitle = (title: string) => (title.length > 24 ? `${title.slice(0, 23)}…` : title);
