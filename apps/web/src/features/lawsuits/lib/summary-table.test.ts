import { describe, expect, it } from 'vitest';
import { addDecimals, summaryTable } from './summary-table.ts';

describe('the area × risk summary', () => {
  it('adds decimal strings exactly', () => {
    expect(addDecimals('0.10', '0.20')).toBe('0.30');
    expect(addDecimals('9999999999999999.99', '0.01')).toBe('10000000000000000.00');
    expect(addDecimals('12', '0.5')).toBe('12.50');
  });

  it('has a row per area with lawsuits (contract order), a cell per rating and the totals', () => {
    const { rows, totals, total } = summaryTable({
      byAreaAndRisk: [
        {
          area: 'TRABALHISTA',
          risk: 'PROVAVEL',
          count: 2,
          claimValue: '100.00',
          estimatedLoss: '80.00',
        },
        { area: 'CIVEL', risk: null, count: 1, claimValue: '10.50', estimatedLoss: '0.00' },
        { area: 'CIVEL', risk: 'PROVAVEL', count: 1, claimValue: '5.00', estimatedLoss: '5.00' },
      ],
    });
    expect(rows.map((r) => r.area)).toEqual(['CIVEL', 'TRABALHISTA']);
    expect(rows[0]!.cells.map((c) => c.count)).toEqual([1, 0, 0, 1]);
    expect(rows[0]!.total).toEqual({ count: 2, claimValue: '15.50', estimatedLoss: '5.00' });
    expect(totals[0]).toEqual({ count: 3, claimValue: '105.00', estimatedLoss: '85.00' });
    expect(total).toEqual({ count: 4, claimValue: '115.50', estimatedLoss: '85.00' });
  });

  it('is empty without lawsuits', () => {
    expect(summaryTable({ byAreaAndRisk: [] })).toMatchObject({ rows: [], total: { count: 0 } });
  });
});
