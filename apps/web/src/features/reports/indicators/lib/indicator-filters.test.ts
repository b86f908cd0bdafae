import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  NO_INDICATOR_FILTERS,
  readIndicatorFilters,
  resolveIndicatorFilters,
  writeIndicatorFilters,
} from './indicator-filters.ts';

const TODAY = '2026-11-26';

describe('indicator filters in the URL', () => {
  it('reads the period, purpose and owner, dropping what is malformed', () => {
    const params = new URLSearchParams(
      'from=2026-01-01&to=2026-04-30&purpose=M_A&ownerId=abc-123&page=2',
    );
    expect(readIndicatorFilters(params)).toEqual({
      from: '2026-01-01',
      to: '2026-04-30',
      purpose: 'M_A',
      ownerId: 'abc-123',
    });
    const bad = new URLSearchParams('from=01/01/2026&to=x&purpose=NADA&ownerId=%3Cscript%3E');
    expect(readIndicatorFilters(bad)).toEqual(NO_INDICATOR_FILTERS);
  });

  it('writes a change, removing emptied filters and keeping the other parameters', () => {
    const params = new URLSearchParams('from=2026-01-01&purpose=M_A&tab=x');
    const next = writeIndicatorFilters(params, { purpose: '', to: '2026-02-28' });
    expect(next.toString()).toBe('from=2026-01-01&tab=x&to=2026-02-28');
    expect(params.toString()).toBe('from=2026-01-01&purpose=M_A&tab=x');
  });

  it('round-trips through the URL', () => {
    const values = {
      from: '2025-03-01',
      to: '2025-05-31',
      purpose: 'CREDITO' as const,
      ownerId: 'u1',
    };
    const params = writeIndicatorFilters(new URLSearchParams(), values);
    expect(readIndicatorFilters(params)).toEqual(values);
  });

  it('fills the default period (the last twelve calendar months) as the API does', () => {
    expect(resolveIndicatorFilters(NO_INDICATOR_FILTERS, TODAY)).toEqual({
      ok: true,
      from: '2025-12-01',
      to: '2026-11-26',
      query: { from: '2025-12-01', to: '2026-11-26' },
    });
    expect(isFiltered(NO_INDICATOR_FILTERS)).toBe(false);
  });

  it('sends the purpose and owner only when chosen', () => {
    const values = { ...NO_INDICATOR_FILTERS, to: '2026-04-30', purpose: 'M_A' as const };
    expect(resolveIndicatorFilters(values, TODAY)).toMatchObject({
      ok: true,
      from: '2025-05-01',
      query: { from: '2025-05-01', to: '2026-04-30', purpose: 'M_A' },
    });
    expect(isFiltered(values)).toBe(true);
  });

  it('names what is wrong with the period, on the field at fault', () => {
    const inverted = { ...NO_INDICATOR_FILTERS, from: '2026-05-01', to: '2026-04-30' };
    expect(resolveIndicatorFilters(inverted, TODAY)).toMatchObject({
      ok: false,
      path: 'to',
      error: 'A data final deve ser igual ou posterior à data inicial.',
      from: '2026-05-01',
      to: '2026-04-30',
    });
    const long = { ...NO_INDICATOR_FILTERS, from: '2020-01-01', to: '2026-01-01' };
    expect(resolveIndicatorFilters(long, TODAY)).toMatchObject({
      ok: false,
      error: 'O período deve ser de no máximo 5 anos.',
    });
  });
});
