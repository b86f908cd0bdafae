/**
 * The track's third check (demonstrações financeiras) is satisfied from the FinancialStatement
 * screen: once an analysed company has a statement, the FINANCEIRO check of every PJ entity
 * carrying its CNPJ in the company's open diligences becomes CONCLUIDA — in the same transaction
 * as the statement, one audit entry per check. A check the analyst waived (DISPENSADA) or already
 * concluded is left alone, as are concluded and cancelled diligences (their record is closed).
 */
import { CLOSED_STATUSES } from '@lince/contracts';
import { and, checkItems, diligences, entities, eq, inArray, notInArray } from '@lince/db';
import { audit } from '../../domain/audit.ts';
import type { ServiceContext } from '../../core/context.ts';

export const FINANCIAL_CHECK_REASON = 'Demonstrações financeiras registradas para o CNPJ da parte.';

export async function satisfyFinancialChecks(tx: ServiceContext, cnpj: string): Promise<number> {
  const holders = tx.db
    .select({ id: entities.id })
    .from(entities)
    .innerJoin(diligences, eq(diligences.id, entities.diligenceId))
    .where(
      and(
        eq(entities.companyId, tx.companyId),
        eq(entities.document, cnpj),
        eq(entities.kind, 'PJ'),
        notInArray(diligences.status, [...CLOSED_STATUSES]),
      ),
    );
  const changed = await tx.db
    .update(checkItems)
    .set({ status: 'CONCLUIDA', updatedAt: new Date() })
    .where(
      and(
        eq(checkItems.companyId, tx.companyId),
        eq(checkItems.kind, 'FINANCEIRO'),
        inArray(checkItems.status, ['PENDENTE', 'EM_ANDAMENTO']),
        inArray(checkItems.entityId, holders),
      ),
    )
    .returning({
      id: checkItems.id,
      diligenceId: checkItems.diligenceId,
      entityId: checkItems.entityId,
    });
  for (const check of changed)
    await audit(tx, {
      action: 'CHECK_STATUS_CHANGED',
      targetType: 'check',
      targetId: check.id,
      summary: {
        diligenceId: check.diligenceId,
        entityId: check.entityId,
        kind: 'FINANCEIRO',
        status: 'CONCLUIDA',
        reason: FINANCIAL_CHECK_REASON,
      },
    });
  return changed.length;
}
