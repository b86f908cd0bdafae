import { queryOptions } from '@tanstack/react-query';
import type { DiligenceOverview } from '@lince/contracts/workspace';
import { api } from '../../../lib/api-client.ts';
import { diligenceKey } from '../../../shared/diligence/api/get-diligence.ts';
import { diligenceUrl } from '../../../shared/diligence/api/diligence-url.ts';

/** `GET /v1/diligences/:id/overview` */
export async function getOverview(id: string): Promise<DiligenceOverview> {
  const { data } = await api.get<DiligenceOverview>(diligenceUrl(id, '/overview'));
  return data;
}

export const overviewKey = (id: string) => [...diligenceKey(id), 'overview'] as const;

export const overviewQuery = (id: string) =>
  queryOptions({ queryKey: overviewKey(id), queryFn: () => getOverview(id) });
