import { queryOptions } from '@tanstack/react-query';
import type { EntityFinancialStatements } from '@lince/contracts/financial-statements';
import { api } from '../../../lib/api-client.ts';
import { diligenceKey } from '../../../shared/diligence/api/get-diligence.ts';
import { entityUrl } from '../../../shared/diligence/api/diligence-url.ts';

/**
 * `GET /v1/diligences/:id/entities/:entityId/financial-statements/statements`: the party's
 * analysed company, its statements and their analysis, read-only (every role of the checklist).
 */
export const entityFinancialStatementsQuery = (diligenceId: string, entityId: string) =>
  queryOptions({
    queryKey: [...diligenceKey(diligenceId), 'financial-statements', entityId] as const,
    queryFn: async () =>
      (
        await api.get<EntityFinancialStatements>(
          entityUrl(diligenceId, entityId, '/financial-statements/statements'),
        )
      ).data,
  });
