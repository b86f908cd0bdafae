import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  activeFilterCount,
  filterQuery,
  readFilters,
  writeFilters,
} from './diligence-filters.ts';

describe('diligence filters in the URL', () => {
  it('round-trips every filter through the query string and keeps other parameters', () => {
    const values = {
      ...EMPTY_FILTERS,
      search: 'Ação',
      status: ['COLETA', 'ANALISE'] as const,
      risk: ['ALTO'] as const,
      ownerId: 'u1',
      dueFrom: '2026-11-01',
      includeCanceled: true,
    };
    const params = writeFilters(new URLSearchParams('sort=title'), {
      ...values,
      status: [...values.status],
      risk: [...values.risk],
    });
    expect(params.get('sort')).toBe('title');
    expect(params.get('status')).toBe('COLETA,ANALISE');
    const read = readFilters(params);
    expect(read).toEqual({ ...values, status: ['COLETA', 'ANALISE'], risk: ['ALTO'] });
    expect(activeFilterCount(read)).toBe(5);
    expect(filterQuery(read)).toEqual({
      search: 'Ação',
      status: 'COLETA,ANALISE',
      risk: 'ALTO',
      ownerId: 'u1',
      dueFrom: '2026-11-01',
      includeCanceled: 'true',
    });
  });

  it('drops unknown values and malformed dates instead of sending them', () => {
    const read = readFilters(new URLSearchParams('status=COLETA,NADA&dueTo=amanhã&purpose=M_A'));
    expect(read.status).toEqual(['COLETA']);
    expect(read.dueTo).toBe('');
    expect(read.purpose).toEqual(['M_A']);
  });

  it('removes a parameter when its filter is cleared', () => {
    const params = writeFilters(new URLSearchParams('status=COLETA&risk=ALTO'), { status: [] });
    expect(params.toString()).toBe('risk=ALTO');
    expect(filterQuery(EMPTY_FILTERS)).toEqual({});
  });
});
