import { describe, expect, it } from 'vitest';
import {
  formatShare,
  parseShare,
  SHARE_DECIMALS_MESSAGE,
  SHARE_INVALID_MESSAGE,
  SHARE_RANGE_MESSAGE,
  shareToText,
} from './share.ts';

describe('parseShare', () => {
  it('reads whole numbers, pt-BR commas, dots and a trailing %', () => {
    expect(parseShare('50')).toEqual({ value: 50 });
    expect(parseShare('12,5')).toEqual({ value: 12.5 });
    expect(parseShare('33.33')).toEqual({ value: 33.33 });
    expect(parseShare(' 0,01 % ')).toEqual({ value: 0.01 });
    expect(parseShare('100')).toEqual({ value: 100 });
    expect(parseShare('0')).toEqual({ value: 0 });
  });

  it('is null when empty', () => {
    expect(parseShare('')).toEqual({ value: null });
    expect(parseShare('   ')).toEqual({ value: null });
  });

  it('refuses more than two decimals, out of range and non-numbers', () => {
    expect(parseShare('12,345')).toEqual({ error: SHARE_DECIMALS_MESSAGE });
    expect(parseShare('100,01')).toEqual({ error: SHARE_RANGE_MESSAGE });
    expect(parseShare('150')).toEqual({ error: SHARE_RANGE_MESSAGE });
    expect(parseShare('-5')).toEqual({ error: SHARE_INVALID_MESSAGE });
    expect(parseShare('abc')).toEqual({ error: SHARE_INVALID_MESSAGE });
    expect(parseShare('1.000,00')).toEqual({ error: SHARE_INVALID_MESSAGE });
  });
});

describe('formatShare and shareToText', () => {
  it('formats in pt-BR with two decimals', () => {
    expect(formatShare(50)).toBe('50,00%');
    expect(formatShare(12.5)).toBe('12,50%');
    expect(formatShare(0.01)).toBe('0,01%');
  });

  it('turns a stored share back into what the field shows', () => {
    expect(shareToText(12.5)).toBe('12,5');
    expect(shareToText(50)).toBe('50');
    expect(shareToText(null)).toBe('');
  });
});
