import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readListState, useListState, writeListState } from './use-list-state.ts';

const DEFAULTS = {
  page: 1,
  pageSize: 20,
  sort: 'createdAt',
  order: 'desc' as const,
  search: '',
  filters: { kind: '' },
};

function inRouter(url: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
}

describe('list state in the URL', () => {
  it('reads page, page size, sort, order, search and text filters, with defaults for bad values', () => {
    const read = readListState(
      new URLSearchParams('page=3&pageSize=50&sort=title&order=asc&search=Ação&kind=PJ&x=1'),
      DEFAULTS,
      ['title', 'createdAt'],
    );
    expect(read).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'title',
      order: 'asc',
      search: 'Ação',
      filters: { kind: 'PJ' },
    });
    const bad = readListState(
      new URLSearchParams('page=-2&pageSize=33&sort=senha&order=sideways'),
      DEFAULTS,
      ['title', 'createdAt'],
    );
    expect(bad).toEqual(DEFAULTS);
    expect(readListState(new URLSearchParams('page=1.5'), DEFAULTS).page).toBe(1);
  });

  it('writes only what differs from the defaults and keeps the other parameters', () => {
    const params = new URLSearchParams('status=COLETA&page=4');
    expect(writeListState(params, DEFAULTS, DEFAULTS).toString()).toBe('status=COLETA');
    const next = writeListState(
      params,
      { ...DEFAULTS, page: 2, sort: 'title', order: 'desc', filters: { kind: 'PF' } },
      DEFAULTS,
    );
    // Another sort field keeps its order even when it equals the default order.
    expect(Object.fromEntries(next)).toEqual({
      status: 'COLETA',
      page: '2',
      sort: 'title',
      order: 'desc',
      kind: 'PF',
    });
  });

  it('with inUrl, every change goes to the URL and a URL reproduces the state', () => {
    const { result } = renderHook(
      () => ({
        list: useListState({
          inUrl: true,
          filters: { kind: '' },
          defaultSort: 'createdAt',
          defaultOrder: 'desc',
          sortFields: ['title', 'createdAt'],
        }),
        location: useLocation(),
      }),
      { wrapper: inRouter('/diligence?status=ANALISE') },
    );
    expect(result.current.list.queryParams).toEqual({
      page: 1,
      pageSize: 20,
      search: undefined,
      sort: 'createdAt',
      order: 'desc',
    });
    act(() => result.current.list.tableProps.onSortChange?.('title', 'asc'));
    act(() => result.current.list.setPage(3));
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({
      status: 'ANALISE',
      page: '3',
      sort: 'title',
      order: 'asc',
    });
    act(() => result.current.list.tableProps.onPageSizeChange(50));
    expect(result.current.list.page).toBe(1);
    act(() => result.current.list.setFilter('kind', 'PJ'));
    expect(new URLSearchParams(result.current.location.search).get('kind')).toBe('PJ');
    expect(result.current.list.queryParams).toMatchObject({ pageSize: 50, sort: 'title' });
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setFilters({ kind: '' }));
    expect(new URLSearchParams(result.current.location.search).get('kind')).toBeNull();
    expect(result.current.list.page).toBe(1);
    act(() => result.current.list.setFilter('kind', 'PJ'));

    const shared = renderHook(
      () => useListState({ inUrl: true, defaultSort: 'createdAt', defaultOrder: 'desc' }),
      { wrapper: inRouter(`/diligence${result.current.location.search}`) },
    );
    expect(shared.result.current.tableProps).toMatchObject({
      page: 1,
      pageSize: 50,
      sort: 'title',
      order: 'asc',
    });
  });

  it('without inUrl, the state stays in memory and the URL is untouched', () => {
    const { result } = renderHook(
      () => ({ list: useListState({ defaultSort: 'name' }), location: useLocation() }),
      { wrapper: inRouter('/users') },
    );
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setSearch('ana'));
    expect(result.current.list.queryParams).toMatchObject({ page: 1, search: 'ana' });
    act(() => result.current.list.setPage(2));
    expect(result.current.list.page).toBe(2);
    expect(result.current.location.search).toBe('');
  });
});
