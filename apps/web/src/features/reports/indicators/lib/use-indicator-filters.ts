import { useCallback, useMemo } from 'react';
import { todayInBrazil } from '@lince/contracts/calendar';
import { useUrlParams } from '../../../../lib/use-url-params.ts';
import {
  isFiltered,
  NO_INDICATOR_FILTERS,
  readIndicatorFilters,
  resolveIndicatorFilters,
  writeIndicatorFilters,
  type IndicatorFilterValues,
  type ResolvedIndicatorFilters,
} from './indicator-filters.ts';

export interface IndicatorFilters {
  values: IndicatorFilterValues;
  /** The period shown (defaults filled in) and the API's query, or what is wrong. */
  resolved: ResolvedIndicatorFilters;
  set: (change: Partial<IndicatorFilterValues>) => void;
  /** Back to the last twelve months, every purpose and owner. */
  clear: () => void;
  filtered: boolean;
}

/** The indicators' filters, read from and written to the URL (replace, not push). */
export function useIndicatorFilters(): IndicatorFilters {
  const [params, update] = useUrlParams();
  const values = useMemo(() => readIndicatorFilters(params), [params]);
  const resolved = useMemo(() => resolveIndicatorFilters(values, todayInBrazil()), [values]);
  const set = useCallback(
    (change: Partial<IndicatorFilterValues>) =>
      update((current) => writeIndicatorFilters(current, change)),
    [update],
  );
  const clear = useCallback(() => set(NO_INDICATOR_FILTERS), [set]);
  return { values, resolved, set, clear, filtered: isFiltered(values) };
}
