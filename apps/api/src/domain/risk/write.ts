import { audited, type AuditEntry } from '../audit.ts';
import type { ServiceContext } from '../../core/context.ts';
import { lockDiligenceRisk, recomputeRisk } from './repository.ts';

/**
 * A write to a risk source (a finding, a lawsuit), its audit entry and the risk recomputation, in
 * one transaction under the diligence's risk lock (decision 028).
 */
export function riskWrite<T>(
  ctx: ServiceContext,
  diligenceId: string,
  entry: AuditEntry | ((result: T) => AuditEntry),
  write: (tx: ServiceContext) => Promise<T>,
): Promise<T> {
  return audited(ctx, entry, async (tx) => {
    await lockDiligenceRisk(tx.db, diligenceId);
    const result = await write(tx);
    await recomputeRisk(tx.db, diligenceId);
    return result;
  });
}
