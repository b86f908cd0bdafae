import { useCallback, useMemo, useState } from 'react';
import { PAGE_SIZE_OPTIONS, type Page } from '@lince/contracts/pagination';
import { getApiErrorMessage } from './api-error.ts';
import { useUrlParams } from './use-url-params.ts';

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
  /**
   * Keeps the state in the URL's query string (`?page=2&pageSize=50&sort=title&order=desc&search=…`
   * and each filter under its own name) instead of React state, so a shared link reproduces the
   * exact view. Default values are left out of the URL. Only text filters can live in the URL.
   */
  inUrl?: F[keyof F] extends string ? boolean : false;
  /** With `inUrl`: the accepted values of `sort` (another value in the URL means the default). */
  sortFields?: readonly string[];
}

export interface ListStateValues<F> {
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
  /** Sets the sort field and order (the page stays). */
  setSort: (sort: string, order: SortOrder) => void;
  /** Sets one filter and goes back to the first page. */
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
  /** Sets every filter at once (e.g. "Limpar filtros") and goes back to the first page. */
  setFilters: (filters: F) => void;
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
  inUrl = false,
  sortFields,
}: ListStateOptions<F> = {}): ListState<F> {
  const defaults: ListStateValues<F> = {
    page: 1,
    pageSize,
    sort: defaultSort,
    order: defaultOrder,
    search: '',
    filters,
  };
  const [state, update] = useListStore(defaults, inUrl, sortFields);
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
  const setFilters = useCallback((next: F) => update({ filters: next, page: 1 }), [update]);

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

  return {
    ...state,
    queryParams,
    setPage,
    setSearch,
    setSort,
    setFilter,
    setFilters,
    tableProps,
  };
}

type Change<F> =
  Partial<ListStateValues<F>> | ((current: ListStateValues<F>) => Partial<ListStateValues<F>>);
type Store<F> = [ListStateValues<F>, (change: Change<F>) => void];

const apply = <F>(current: ListStateValues<F>, change: Change<F>): ListStateValues<F> => ({
  ...current,
  ...(typeof change === 'function' ? change(current) : change),
});

/**
 * The list state and its one `update`: React state (lost on reload) or, with `inUrl`, the URL's
 * query string (`useUrlParams`).
 */
function useListStore<F>(
  defaults: ListStateValues<F>,
  inUrl: boolean,
  sortFields?: readonly string[],
): Store<F> {
  const [memory, setMemory] = useState(defaults);
  const [params, updateParams] = useUrlParams();
  // The defaults are rebuilt on every render; in the URL (text filters only) their text is stable.
  const key = inUrl ? JSON.stringify(defaults) : '';
  const initial = useMemo(() => (key ? (JSON.parse(key) as ListStateValues<F>) : null), [key]);
  const fromUrl = useMemo(
    () => (initial ? readListState(params, initial, sortFields) : null),
    [params, initial, sortFields],
  );
  const update = useCallback(
    (change: Change<F>) => {
      if (!initial) return setMemory((current) => apply(current, change));
      updateParams((current) =>
        writeListState(
          current,
          apply(readListState(current, initial, sortFields), change),
          initial,
        ),
      );
    },
    [initial, updateParams, sortFields],
  );
  return [fromUrl ?? memory, update];
}

const positive = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : undefined;
};

/** The list state in `params`; missing or malformed values are the defaults. */
export function readListState<F>(
  params: URLSearchParams,
  defaults: ListStateValues<F>,
  sortFields?: readonly string[],
): ListStateValues<F> {
  const size = positive(params.get('pageSize'));
  const sort = params.get('sort');
  const order = params.get('order');
  const filters = { ...defaults.filters };
  for (const name of Object.keys(filters as object) as (keyof F & string)[]) {
    const value = params.get(name);
    if (value !== null) filters[name] = value as F[keyof F & string];
  }
  return {
    page: positive(params.get('page')) ?? 1,
    pageSize:
      size && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : defaults.pageSize,
    sort:
      defaults.sort !== undefined && sort && (!sortFields || sortFields.includes(sort))
        ? sort
        : defaults.sort,
    order: order === 'asc' || order === 'desc' ? order : defaults.order,
    search: (params.get('search') ?? '').slice(0, 120),
    filters,
  };
}

/** A copy of `params` holding `state`; values equal to the defaults are removed. Others are kept. */
export function writeListState<F>(
  params: URLSearchParams,
  state: ListStateValues<F>,
  defaults: ListStateValues<F>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: unknown, fallback: unknown) => {
    if (value === fallback || value === '' || value === undefined) next.delete(name);
    else next.set(name, String(value));
  };
  put('page', state.page, 1);
  put('pageSize', state.pageSize, defaults.pageSize);
  put('sort', state.sort, defaults.sort);
  put('order', state.order, state.sort === defaults.sort ? defaults.order : undefined);
  put('search', state.search, '');
  for (const name of Object.keys(defaults.filters as object))
    put(name, state.filters[name as keyof F], (defaults.filters as Record<string, unknown>)[name]);
  return next;
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
