import { queryOptions } from '@tanstack/react-query';
import type {
  FinancialAnalysis,
  FinancialImportResult,
  FinancialStatement,
  FinancialStatementInput,
} from '@lince/contracts/financial-statements';
import { api } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../shared/documents/file-blob.ts';
import { uploadWithProgress } from '../../../shared/documents/upload.ts';
import { FINANCIAL_KEY, financialCompanyUrl } from './financial-companies.ts';

/** `GET /v1/financial-companies/:id/statements`: every period, by fiscal year. */
export const statementListQuery = (companyId: string) =>
  queryOptions({
    queryKey: [FINANCIAL_KEY, companyId, 'statements'] as const,
    queryFn: async () =>
      (
        await api.get<{ items: FinancialStatement[] }>(
          financialCompanyUrl(companyId, '/statements'),
        )
      ).data.items,
  });

/** `GET /v1/financial-companies/:id/analysis`: ratios, horizontal and vertical analysis per year. */
export const analysisQuery = (companyId: string) =>
  queryOptions({
    queryKey: [FINANCIAL_KEY, companyId, 'analysis'] as const,
    queryFn: async () =>
      (await api.get<FinancialAnalysis>(financialCompanyUrl(companyId, '/analysis'))).data,
  });

const statementUrl = (companyId: string, statementId: string) =>
  financialCompanyUrl(companyId, `/statements/${encodeURIComponent(statementId)}`);

/** `POST /v1/financial-companies/:id/statements` */
export async function createStatement(
  companyId: string,
  body: FinancialStatementInput,
): Promise<FinancialStatement> {
  return (await api.post<FinancialStatement>(financialCompanyUrl(companyId, '/statements'), body))
    .data;
}

/** `PUT /v1/financial-companies/:id/statements/:statementId` (the whole statement). */
export async function updateStatement(
  companyId: string,
  statementId: string,
  body: FinancialStatementInput,
): Promise<FinancialStatement> {
  return (await api.put<FinancialStatement>(statementUrl(companyId, statementId), body)).data;
}

/** `DELETE /v1/financial-companies/:id/statements/:statementId` */
export async function removeStatement(companyId: string, statementId: string): Promise<void> {
  await api.delete(statementUrl(companyId, statementId));
}

/** `GET /v1/financial-statements/template.xlsx`, handed to the browser as a download. */
export const downloadStatementTemplate = () =>
  downloadFile('/financial-statements/template.xlsx', 'modelo-demonstracoes-financeiras.xlsx');

/** `POST /v1/financial-companies/:id/statements/import` (multipart `file`; all years or none). */
export function importStatements(
  companyId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<FinancialImportResult> {
  return uploadWithProgress(financialCompanyUrl(companyId, '/statements/import'), file, onProgress);
}
