import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDays,
  formatDaysUnit,
  formatMonth,
  formatMonthLong,
  formatPartOf,
  formatShare,
} from './number-format.ts';

describe('indicator figures in pt-BR', () => {
  it('groups thousands with a dot and writes decimals with a comma', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(0)).toBe('0');
    expect(formatDays(12.25)).toBe('12,3');
    expect(formatDays(1500)).toBe('1.500');
    expect(formatDays(null)).toBe('—');
  });

  it('names the unit of days, singular for one', () => {
    expect(formatDaysUnit(1)).toBe('1 dia');
    expect(formatDaysUnit(0.5)).toBe('0,5 dia');
    expect(formatDaysUnit(12.5)).toBe('12,5 dias');
    expect(formatDaysUnit(0)).toBe('0 dias');
    expect(formatDaysUnit(null)).toBe('—');
  });

  it('writes shares as percentages with a decimal comma', () => {
    expect(formatShare(0.875)).toBe('87,5%');
    expect(formatShare(1)).toBe('100%');
    expect(formatShare(0.3333)).toBe('33,3%');
    expect(formatShare(null)).toBe('—');
    expect(formatPartOf(1, 3)).toBe('33,3%');
    expect(formatPartOf(0, 0)).toBe('—');
  });

  it('writes months in Portuguese', () => {
    expect(formatMonth('2026-01')).toBe('jan/2026');
    expect(formatMonth('2025-12')).toBe('dez/2025');
    expect(formatMonthLong('2026-03')).toBe('março de 2026');
  });
});
