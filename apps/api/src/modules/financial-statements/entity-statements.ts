/**
 * A party's financial statements, read-only, under the diligence (issue 27, item 10): the
 * analysed company of the party's CNPJ, its statements and their analysis — what the track's
 * FINANCEIRO check is about, for every role that works the checklist. Writing them stays on the
 * FinancialStatement screen (ADMIN).
 */
import type { EntityFinancialStatements } from '@lince/contracts';
import type { ServiceContext } from '../../core/context.ts';
import type { DiligenceRecord } from '../../domain/diligence/record.ts';
import { loadEntity } from '../../domain/diligence/entity.ts';
import { findFinancialCompanyByCnpj } from './repository.ts';
import { analyseCompany, listCompanyStatements } from './statements-service.ts';

export async function entityStatements(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  entityId: string,
): Promise<EntityFinancialStatements> {
  const entity = await loadEntity(ctx, diligence.id, entityId);
  const record =
    entity.kind === 'PJ'
      ? await findFinancialCompanyByCnpj(ctx.db, ctx.companyId, entity.document)
      : undefined;
  if (!record) return { company: null, items: [], analysis: { years: [] } };
  const { id, cnpj, name } = record.company;
  const [{ items }, analysis] = await Promise.all([
    listCompanyStatements(ctx, id),
    analyseCompany(ctx, id),
  ]);
  return { company: { _id: id, cnpj, name }, items, analysis };
}
