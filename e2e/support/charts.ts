import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** The tick labels of every axis of the charts inside `scope`, as drawn (an ellipsis when cut). */
export function axisLabels(scope: Locator): Promise<string[]> {
  return scope
    .locator('.MuiChartsAxis-tickLabel')
    .evaluateAll((labels) =>
      labels.map((label) => (label.textContent ?? '').replace(/\u00a0/g, ' ')),
    );
}

/**
 * Every axis label of the charts in `scope` is whole: none cut short with "…" (the charts shorten
 * a label that does not fit its axis) and none drawn outside its chart's box.
 */
export async function expectWholeAxisLabels(scope: Locator, what: string): Promise<void> {
  const labels = await axisLabels(scope);
  expect(labels.length, `${what}: axis labels`).toBeGreaterThan(0);
  expect(
    labels.filter((label) => label.includes('…')),
    `${what}: labels cut short`,
  ).toEqual([]);
  const outside = await scope.locator('svg').evaluateAll((charts) =>
    charts.flatMap((chart) => {
      const box = chart.getBoundingClientRect();
      return Array.from(chart.querySelectorAll('.MuiChartsAxis-tickLabel'))
        .filter((label) => {
          const r = label.getBoundingClientRect();
          return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1);
        })
        .map((label) => label.textContent ?? '');
    }),
  );
  expect(outside, `${what}: labels outside the chart`).toEqual([]);
}
