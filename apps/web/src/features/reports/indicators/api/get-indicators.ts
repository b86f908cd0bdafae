import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Indicators, IndicatorsQuery } from '@lince/contracts/indicators';
import { api } from '../../../../lib/api-client.ts';

/** `GET /v1/reports/indicators`: the company's indicators for a period, purpose and owner. */
export async function getIndicators(query: IndicatorsQuery): Promise<Indicators> {
  const { data } = await api.get<Indicators>('/reports/indicators', { params: query });
  return data;
}

/** Without `query`, the prefix of every period and filter. */
export const indicatorsKey = (query?: IndicatorsQuery) =>
  ['reports', 'indicators', ...(query ? [query] : [])] as const;

export const indicatorsQuery = (query: IndicatorsQuery) =>
  queryOptions({
    queryKey: indicatorsKey(query),
    queryFn: () => getIndicators(query),
    // A new period keeps the figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
