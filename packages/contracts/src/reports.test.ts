import { describe, expect, it } from 'vitest';
import { normalizeReportCode, REPORT_CODE_PATTERN } from './reports.ts';

describe('report verification codes', () => {
  it('accepts the printed form and matches the pattern', () => {
    expect(normalizeReportCode('7K3M-Q9TZ-2B')).toBe('7K3M-Q9TZ-2B');
    expect(REPORT_CODE_PATTERN.test('7K3M-Q9TZ-2B')).toBe(true);
  });

  it('normalises case, spaces, missing dashes and look-alike letters', () => {
    expect(normalizeReportCode(' 7k3m q9tz 2b ')).toBe('7K3M-Q9TZ-2B');
    expect(normalizeReportCode('7k3mq9tz2b')).toBe('7K3M-Q9TZ-2B');
    expect(normalizeReportCode('O0IL-ABCD-EF')).toBe('0011-ABCD-EF');
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeReportCode('')).toBeNull();
    expect(normalizeReportCode('7K3M-Q9TZ-2')).toBeNull();
    expect(normalizeReportCode('7K3M-Q9TZ-2BX')).toBeNull();
    expect(normalizeReportCode('UUUU-AAAA-BB')).toBeNull();
    expect(normalizeReportCode('7K3M-Q9TZ-2#')).toBeNull();
    expect(REPORT_CODE_PATTERN.test('7k3m-q9tz-2b')).toBe(false);
  });
});
