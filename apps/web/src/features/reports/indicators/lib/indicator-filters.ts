import { DILIGENCE_PURPOSES, type DiligencePurpose } from '@lince/contracts/diligences';
import { indicatorPeriod, type IndicatorsQuery } from '@lince/contracts/indicators';

/**
 * The indicators' filters as the URL keeps them (`?from=2026-01-01&to=2026-04-30&purpose=M_A&
 * ownerId=…`), so a reload or a shared link shows the same figures. An absent day is the
 * default period (the last twelve calendar months, `indicatorPeriod`, the API's own rule).
 */
export interface IndicatorFilterValues {
  /** `aaaa-mm-dd`, or '' for the default. */
  from: string;
  to: string;
  purpose: DiligencePurpose | '';
  ownerId: string;
}

export const NO_INDICATOR_FILTERS: IndicatorFilterValues = {
  from: '',
  to: '',
  purpose: '',
  ownerId: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[\w-]{1,64}$/;

/** Reads the filters from a query string; an unknown or malformed value is dropped (default). */
export function readIndicatorFilters(params: URLSearchParams): IndicatorFilterValues {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const purpose = params.get('purpose') ?? '';
  const ownerId = params.get('ownerId') ?? '';
  return {
    from: day('from'),
    to: day('to'),
    purpose: (DILIGENCE_PURPOSES as readonly string[]).includes(purpose)
      ? (purpose as DiligencePurpose)
      : '',
    ownerId: ID.test(ownerId) ? ownerId : '',
  };
}

/** Writes `change` into a copy of `params`; an empty value removes its parameter. */
export function writeIndicatorFilters(
  params: URLSearchParams,
  change: Partial<IndicatorFilterValues>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(change)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

export type ResolvedIndicatorFilters =
  | { ok: true; from: string; to: string; query: IndicatorsQuery }
  | { ok: false; from: string; to: string; error: string; path: 'from' | 'to' };

/**
 * The period the screen shows (defaults filled in, as the API fills them) and the API's query;
 * or the reason the period cannot be asked for (start after end, longer than five years).
 */
export function resolveIndicatorFilters(
  values: IndicatorFilterValues,
  today: string,
): ResolvedIndicatorFilters {
  const period = indicatorPeriod(
    { from: values.from || undefined, to: values.to || undefined },
    today,
  );
  if ('error' in period) {
    const fallback = indicatorPeriod({}, today) as { from: string; to: string };
    return {
      ok: false,
      from: values.from || fallback.from,
      to: values.to || fallback.to,
      error: period.error,
      path: period.path,
    };
  }
  const query: IndicatorsQuery = { from: period.from, to: period.to };
  if (values.purpose) query.purpose = values.purpose;
  if (values.ownerId) query.ownerId = values.ownerId;
  return { ok: true, from: period.from, to: period.to, query };
}

/** Whether anything differs from the default view (period, purpose, owner). */
export const isFiltered = (values: IndicatorFilterValues) => Object.values(values).some(Boolean);
