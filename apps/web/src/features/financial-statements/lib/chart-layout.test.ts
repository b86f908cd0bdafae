import { describe, expect, it } from 'vitest';
import { chartLayout } from './chart-layout.ts';

describe('the analysis charts’ layout', () => {
  it('on a phone (324 px): one column, shorter, fewer value ticks, the legend below', () => {
    const phone = chartLayout(324, 5);
    expect(phone.columns).toBe(1);
    expect(phone.height).toBe(240);
    expect(phone.yAxis).toEqual({ tickNumber: 4 });
    expect(phone.slotProps.legend.position.vertical).toBe('bottom');
    // Five years have room for their labels level.
    expect(phone.xAxis).toEqual({});
  });

  it('turns the years 45° when they would touch (twelve years on a phone)', () => {
    expect(chartLayout(324, 12).xAxis).toMatchObject({ tickLabelStyle: { angle: -45 } });
    expect(chartLayout(630, 12).xAxis).toEqual({});
  });

  it('beside the company list at 1280 and 1400 px: one chart per row, full height, legend on top', () => {
    for (const width of [630, 750]) {
      const layout = chartLayout(width, 5);
      expect(layout.columns).toBe(1);
      expect(layout.height).toBe(280);
      expect(layout.slotProps.legend.position.vertical).toBe('top');
    }
  });

  it('side by side only when each chart keeps 440 px (1920 px)', () => {
    expect(chartLayout(903, 5).columns).toBe(1);
    expect(chartLayout(904, 5).columns).toBe(2);
    expect(chartLayout(1270, 5)).toMatchObject({ columns: 2, height: 280, yAxis: {} });
  });
});
