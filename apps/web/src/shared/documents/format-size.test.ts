import { describe, expect, it } from 'vitest';
import { fileKindLabel, formatFileSize } from './format-size.ts';

describe('formatFileSize', () => {
  it('writes bytes, kB and MB the Brazilian way (decimal comma, 1 kB = 1000 bytes)', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(12_400)).toBe('12,4 kB');
    expect(formatFileSize(3_240_000)).toBe('3,2 MB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('26,2 MB');
  });
});

describe('fileKindLabel', () => {
  it('names the accepted types', () => {
    expect(fileKindLabel('application/pdf')).toBe('PDF');
    expect(fileKindLabel('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe(
      'XLSX',
    );
  });
});
