/**
 * The track's third check (demonstrações financeiras) of a diligence's entity is met here: a PJ
 * entity whose CNPJ is an analysed company with statements. The entity's checklist shows it and
 * links to that company (`financialCompanyId`).
 */
import type { EntityFinancialStatus } from '@lince/contracts';
import type { ServiceContext } from '../../core/context.ts';
import type { DiligenceRecord } from '../../domain/diligence/record.ts';
import { loadEntity } from '../../domain/diligence/entity.ts';
import { findFinancialCompanyByCnpj } from './repository.ts';

export async function entityFinancialStatus(
  ctx: ServiceContext,
  { diligence }: DiligenceRecord,
  entityId: string,
): Promise<EntityFinancialStatus> {
  const entity = await loadEntity(ctx, diligence.id, entityId);
  if (entity.kind !== 'PJ')
    return { cnpj: null, financialCompanyId: null, fiscalYears: [], satisfied: false };
  const record = await findFinancialCompanyByCnpj(ctx.db, ctx.companyId, entity.document);
  const fiscalYears = (record?.fiscalYears ?? []).map(Number);
  return {
    cnpj: entity.document,
    financialCompanyId: record?.company.id ?? null,
    fiscalYears,
    satisfied: fiscalYears.length > 0,
  };
}
