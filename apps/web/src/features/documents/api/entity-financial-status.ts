import { queryOptions } from '@tanstack/react-query';
import type { EntityFinancialStatus } from '@lince/contracts/financial-statements';
import { api } from '../../../lib/api-client.ts';
import { diligenceKey } from '../../../shared/diligence/api/get-diligence.ts';
import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';

/**
 * `GET /v1/diligences/:id/entities/:entityId/financial-statements`: the entity's CNPJ, its
 * analysed company and the fiscal years with statements (the "Demonstrações financeiras" check).
 */
export const entityFinancialStatusQuery = (diligenceId: string, entityId: string) =>
  queryOptions({
    queryKey: [...diligenceKey(diligenceId), 'financial-status', entityId] as const,
    queryFn: async () =>
      (
        await api.get<EntityFinancialStatus>(
          entityUrl(diligenceId, entityId, '/financial-statements'),
        )
      ).data,
  });
