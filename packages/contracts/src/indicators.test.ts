import { describe, expect, it } from 'vitest';
import {
  IndicatorsQuerySchema,
  PERIOD_FUTURE_START_MESSAGE,
  PERIOD_ORDER_MESSAGE,
  PERIOD_TOO_LONG_MESSAGE,
  indicatorPeriod,
} from './indicators.ts';

describe('indicatorPeriod', () => {
  it('defaults to the last 12 calendar months, the current one included', () => {
    expect(indicatorPeriod({}, '2026-11-26')).toEqual({ from: '2025-12-01', to: '2026-11-26' });
    expect(indicatorPeriod({}, '2026-01-31')).toEqual({ from: '2025-02-01', to: '2026-01-31' });
    expect(indicatorPeriod({ to: '2026-12-31' }, '2026-11-26')).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(indicatorPeriod({ from: '2026-03-15' }, '2026-11-26')).toEqual({
      from: '2026-03-15',
      to: '2026-11-26',
    });
  });

  it('refuses a start after the end, a period of five years or more, a future start alone', () => {
    expect(indicatorPeriod({ from: '2026-02-02', to: '2026-02-01' }, '2026-11-26')).toEqual({
      error: PERIOD_ORDER_MESSAGE,
      path: 'to',
    });
    expect(indicatorPeriod({ from: '2026-02-01', to: '2026-02-01' }, '2026-11-26')).toEqual({
      from: '2026-02-01',
      to: '2026-02-01',
    });
    expect(indicatorPeriod({ from: '2020-02-29', to: '2025-02-28' }, '2026-11-26')).toEqual({
      from: '2020-02-29',
      to: '2025-02-28',
    });
    expect(indicatorPeriod({ from: '2020-02-29', to: '2025-03-01' }, '2026-11-26')).toEqual({
      error: PERIOD_TOO_LONG_MESSAGE,
      path: 'to',
    });
    expect(indicatorPeriod({ from: '2027-01-01' }, '2026-11-26')).toEqual({
      error: PERIOD_FUTURE_START_MESSAGE,
      path: 'from',
    });
  });

  it('the query schema refuses what the period refuses, in Portuguese', () => {
    const result = IndicatorsQuerySchema.safeParse({ from: '2026-05-01', to: '2026-04-30' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: PERIOD_ORDER_MESSAGE, path: ['to'] });
    expect(IndicatorsQuerySchema.safeParse({ purpose: 'CREDITO' }).success).toBe(true);
  });
});
