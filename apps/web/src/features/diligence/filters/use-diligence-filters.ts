import { useCallback, useMemo } from 'react';
import { useUrlParams } from '../../../lib/use-url-params.ts';
import type { DiligenceQuery } from '../../../shared/diligence/api/diligence-listings.ts';
import {
  EMPTY_FILTERS,
  activeFilterCount,
  filterQuery,
  readFilters,
  writeFilters,
  type DiligenceFilterValues,
} from './diligence-filters.ts';

export interface DiligenceFilters {
  values: DiligenceFilterValues;
  /** Changes some filters; the list goes back to its first page (`page` is removed). */
  set: (change: Partial<DiligenceFilterValues>) => void;
  clear: () => void;
  /** The API's query parameters of the current filters. */
  query: DiligenceQuery;
  activeCount: number;
  /** Whether anything narrows the diligences: a filter or the search. */
  isFiltered: boolean;
}

/** The list's and the kanban's filters, read from and written to the URL (replace, not push). */
export function useDiligenceFilters(): DiligenceFilters {
  const [params, update] = useUrlParams();
  const values = useMemo(() => readFilters(params), [params]);
  const set = useCallback(
    (change: Partial<DiligenceFilterValues>) =>
      update((current) => {
        const next = writeFilters(current, change);
        next.delete('page');
        return next;
      }),
    [update],
  );
  const clear = useCallback(() => set(EMPTY_FILTERS), [set]);
  const query = useMemo(() => filterQuery(values), [values]);
  const activeCount = activeFilterCount(values);
  const isFiltered = activeCount > 0 || values.search !== '';
  return { values, set, clear, query, activeCount, isFiltered };
}
