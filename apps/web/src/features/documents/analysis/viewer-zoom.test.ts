import { describe, expect, it } from 'vitest';
import { FIT_WIDTH, effectiveScale, stepZoom, zoomPercent } from './viewer-zoom.ts';

describe('the viewer’s zoom', () => {
  it('fits the width, or keeps a fixed scale', () => {
    expect(effectiveScale(FIT_WIDTH, 600, 900)).toBe(1.5);
    expect(effectiveScale(FIT_WIDTH, null, 900)).toBe(1);
    expect(effectiveScale({ fit: false, scale: 2 }, 600, 900)).toBe(2);
  });

  it('steps from the scale shown to the next step, within bounds', () => {
    expect(stepZoom(1.37, 1)).toEqual({ fit: false, scale: 1.5 });
    expect(stepZoom(1.37, -1)).toEqual({ fit: false, scale: 1.25 });
    expect(stepZoom(1, 1)).toEqual({ fit: false, scale: 1.25 });
    expect(stepZoom(4, 1)).toEqual({ fit: false, scale: 4 });
    expect(stepZoom(0.25, -1)).toEqual({ fit: false, scale: 0.25 });
  });

  it('shows a percentage', () => {
    expect(zoomPercent(1.254)).toBe('125%');
  });
});
