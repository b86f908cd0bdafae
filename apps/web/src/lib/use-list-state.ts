import { useCallback, useMemo, useState } from 'react';
import type { Page } from '@lince/contracts/pagination';
import { getApiErrorMessage } from './api-error.ts';

export type SortOrder = 'asc' | 'desc';

/** The "Situação" filter of a list: everything, only the active or only the inactive. */
export type ActiveFilter = 'all' | 'true' | 'false';

/** The API's `active` parameter for an `ActiveFilter` (none for 'all'). */
export function activeParam(filter: ActiveFilter): boolean | undefined {
  return filter === 'all' ? undefined : filter === 'true';
}

export interface ListStateOptions<F extends Record<string, unknown>> {
  /** Initial value of each filter (besides the free-text search). */
  filters?: F;
  /** Field of the API's `sort` parameter; without it the list is not sortable. */
  defaultSort?: string;
  defaultOrder?: SortOrder;
  pageSize?: number;
}

interface ListStateValues<F> {
  page: number;
  pageSize: number;
  sort: string | undefined;
  order: SortOrder;
  search: string;
  filters: F;
}

/** The pagination and sorting props of `ServerTable`, ready to spread into it. */
export interface ListTableProps {
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  sort?: string;
  order?: SortOrder;
  onSortChange?: (sort: string, order: SortOrder) => void;
}

/** The list's own parameters of the API's list endpoints (the filters are the screen's to map). */
export interface ListQueryParams {
  page: number;
  pageSize: number;
  search: string | undefined;
  sort?: string | undefined;
  order?: SortOrder;
}

export interface ListState<F> extends ListStateValues<F> {
  /** Page, page size, search (none when empty) and, for a sortable list, sort and order. */
  queryParams: ListQueryParams;
  setPage: (page: number) => void;
  /** Sets the search text and goes back to the first page. */
  setSearch: (search: string) => void;
  /** Sets one filter and goes back to the first page. */
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
  tableProps: ListTableProps;
}

/**
 * The state of a list paginated, sorted and filtered on the server (page, page size, sort,
 * search and filters), where changing the search, a filter or the page size goes back to the
 * first page. Every change goes through one `update`, so the state can move elsewhere (e.g. the
 * URL's query string) without touching the screens.
 */
export function useListState<F extends Record<string, unknown> = Record<string, never>>({
  filters = {} as F,
  defaultSort,
  defaultOrder = 'asc',
  pageSize = 20,
}: ListStateOptions<F> = {}): ListState<F> {
  const [state, setState] = useState<ListStateValues<F>>(() => ({
    page: 1,
    pageSize,
    sort: defaultSort,
    order: defaultOrder,
    search: '',
    filters,
  }));
  const update = useCallback(
    (
      change:
        | Partial<ListStateValues<F>>
        | ((current: ListStateValues<F>) => Partial<ListStateValues<F>>),
    ) =>
      setState((current) => ({
        ...current,
        ...(typeof change === 'function' ? change(current) : change),
      })),
    [],
  );

  const setPage = useCallback((page: number) => update({ page }), [update]);
  const setPageSize = useCallback((size: number) => update({ pageSize: size, page: 1 }), [update]);
  const setSearch = useCallback((search: string) => update({ search, page: 1 }), [update]);
  const setSort = useCallback(
    (sort: string, order: SortOrder) => update({ sort, order }),
    [update],
  );
  const setFilter = useCallback(
    <K extends keyof F>(key: K, value: F[K]) =>
      update((current) => ({ filters: { ...current.filters, [key]: value }, page: 1 })),
    [update],
  );

  const sortable = defaultSort !== undefined;
  const tableProps = useMemo<ListTableProps>(
    () => ({
      page: state.page,
      pageSize: state.pageSize,
      onPageChange: setPage,
      onPageSizeChange: setPageSize,
      ...(sortable && state.sort !== undefined
        ? { sort: state.sort, order: state.order, onSortChange: setSort }
        : {}),
    }),
    [state.page, state.pageSize, state.sort, state.order, sortable, setPage, setPageSize, setSort],
  );

  const queryParams: ListQueryParams = {
    page: state.page,
    pageSize: state.pageSize,
    search: state.search || undefined,
    ...(sortable ? { sort: state.sort, order: state.order } : {}),
  };

  return { ...state, queryParams, setPage, setSearch, setFilter, tableProps };
}

/** The rows, total, loading, error and retry props of `ServerTable` for a TanStack query of a page. */
export function queryTableProps<T>(query: {
  data: Page<T> | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}) {
  return {
    rows: query.data?.items,
    total: query.data?.total ?? 0,
    loading: query.isFetching,
    error: query.isError ? getApiErrorMessage(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}
