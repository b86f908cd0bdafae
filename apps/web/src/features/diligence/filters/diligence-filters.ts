import {
  DILIGENCE_PURPOSES,
  DILIGENCE_STATUSES,
  PRIORITIES,
  RISK_RATINGS,
  type DiligencePurpose,
  type DiligenceStatus,
  type Priority,
  type RiskRating,
} from '@lince/contracts/diligences';
import type { DiligenceQuery } from '../../../shared/diligence/api/diligence-listings.ts';

/**
 * The filters shared by the diligence list and the kanban, kept in the URL's query string so a
 * filtered view can be shared: `?status=COLETA,ANALISE&risk=ALTO&owner=…&due_from=2026-11-01`.
 */
export interface DiligenceFilterValues {
  search: string;
  status: DiligenceStatus[];
  purpose: DiligencePurpose[];
  risk: RiskRating[];
  priority: Priority[];
  ownerId: string;
  memberId: string;
  dueFrom: string;
  dueTo: string;
  includeCanceled: boolean;
}

export const EMPTY_FILTERS: DiligenceFilterValues = {
  search: '',
  status: [],
  purpose: [],
  risk: [],
  priority: [],
  ownerId: '',
  memberId: '',
  dueFrom: '',
  dueTo: '',
  includeCanceled: false,
};

/** URL parameter of each filter (the API's own names). */
export const FILTER_PARAMS: Record<keyof DiligenceFilterValues, string> = {
  search: 'search',
  status: 'status',
  purpose: 'purpose',
  risk: 'risk',
  priority: 'priority',
  ownerId: 'ownerId',
  memberId: 'memberId',
  dueFrom: 'dueFrom',
  dueTo: 'dueTo',
  includeCanceled: 'includeCanceled',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function listOf<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  if (!raw) return [];
  const values = raw.split(',').filter((v): v is T => (allowed as readonly string[]).includes(v));
  return [...new Set(values)];
}

/** Reads the filters from a query string; unknown or malformed values are dropped, not sent. */
export function readFilters(params: URLSearchParams): DiligenceFilterValues {
  const text = (key: keyof DiligenceFilterValues, max = 120) =>
    (params.get(FILTER_PARAMS[key]) ?? '').slice(0, max);
  const date = (key: 'dueFrom' | 'dueTo') => {
    const value = text(key);
    return DATE.test(value) ? value : '';
  };
  return {
    search: text('search'),
    status: listOf(params.get(FILTER_PARAMS.status), DILIGENCE_STATUSES),
    purpose: listOf(params.get(FILTER_PARAMS.purpose), DILIGENCE_PURPOSES),
    risk: listOf(params.get(FILTER_PARAMS.risk), RISK_RATINGS),
    priority: listOf(params.get(FILTER_PARAMS.priority), PRIORITIES),
    ownerId: text('ownerId', 64),
    memberId: text('memberId', 64),
    dueFrom: date('dueFrom'),
    dueTo: date('dueTo'),
    includeCanceled: params.get(FILTER_PARAMS.includeCanceled) === 'true',
  };
}

/**
 * Writes `change` into a copy of `params`: empty values remove their parameter, the other
 * parameters (page, sort…) are kept.
 */
export function writeFilters(
  params: URLSearchParams,
  change: Partial<DiligenceFilterValues>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change) as [keyof DiligenceFilterValues, unknown][]) {
    const name = FILTER_PARAMS[key];
    const text = Array.isArray(value) ? value.join(',') : value === true ? 'true' : value || '';
    if (text) next.set(name, String(text));
    else next.delete(name);
  }
  return next;
}

/** The API's query parameters for the filters (nothing for an empty filter). */
export function filterQuery(filters: DiligenceFilterValues): DiligenceQuery {
  const query: DiligenceQuery = {};
  if (filters.search.trim()) query.search = filters.search.trim();
  for (const key of ['status', 'purpose', 'risk', 'priority'] as const) {
    if (filters[key].length > 0) query[key] = filters[key].join(',');
  }
  for (const key of ['ownerId', 'memberId', 'dueFrom', 'dueTo'] as const) {
    if (filters[key]) query[key] = filters[key];
  }
  if (filters.includeCanceled) query.includeCanceled = 'true';
  return query;
}

/** How many filters are set (the search text apart), for a "Filtros (3)" button. */
export function activeFilterCount(filters: DiligenceFilterValues): number {
  return (Object.keys(EMPTY_FILTERS) as (keyof DiligenceFilterValues)[]).filter((key) => {
    if (key === 'search') return false;
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  }).length;
}
