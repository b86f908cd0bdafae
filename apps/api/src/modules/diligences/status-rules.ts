import {
  CANCEL_REASON_REQUIRED_MESSAGE,
  DILIGENCE_STATUS_LABELS,
  REOPEN_ADMIN_ONLY_MESSAGE,
  REOPEN_REASON_REQUIRED_MESSAGE,
  DOCUMENT_STATUS_LABELS,
  type DiligenceStatus,
  type RiskRating,
  type Role,
} from '@lince/contracts';
import type { AuditEntry } from '../../domain/audit.ts';
import { conflict, forbidden, unprocessable, type ErrorDetail } from '../../core/errors.ts';
import type { PendingDocument } from '../checklists/index.ts';
import { isOpen } from '../../domain/diligence/predicates.ts';

/**
 * The diligence's status rules, pure (no database): what a move needs, who may make it, and what
 * it changes. The checklist rules of the analysis areas join them here.
 */

/** What the rules read of the diligence. */
export interface StatusSubject {
  status: DiligenceStatus;
  riskComputed: RiskRating | null;
  riskRating: RiskRating | null;
  conclusion: string | null;
}

/** The columns a move writes, and its audit entry (target id filled in by the caller). */
export interface StatusMove {
  values: {
    status: DiligenceStatus;
    statusChangedAt: Date;
    updatedAt: Date;
    concludedAt: Date | null;
    canceledAt: Date | null;
    cancelReason: string | null;
  };
  entry: Omit<AuditEntry, 'targetId'>;
}

/**
 * Moves between statuses: free among the open columns; into Concluída only with a risk rating
 * (chosen or computed), a conclusion and every required document analysed or waived
 * (`pendingDocuments`: those that are not); into Cancelada only with a reason; out of Concluída or Cancelada only by
 * an ADMIN, with a reason. Moving to the current status changes nothing (null).
 * Throws the refusal: 403 for the role, 422 naming what is missing.
 */
export function planStatusChange(
  current: StatusSubject,
  input: { status: DiligenceStatus; reason?: string | undefined },
  role: Role,
  now: Date,
  pendingDocuments: readonly PendingDocument[] = [],
): StatusMove | null {
  const target = input.status;
  const reason = input.reason?.trim() || null;
  if (current.status === target) return null;
  if (!isOpen(current.status)) {
    if (role !== 'ADMIN') throw forbidden(REOPEN_ADMIN_ONLY_MESSAGE);
    if (!reason) throw missing('reason', REOPEN_REASON_REQUIRED_MESSAGE);
  }
  if (target === 'CANCELADA' && !reason) throw missing('reason', CANCEL_REASON_REQUIRED_MESSAGE);
  if (target === 'CONCLUIDA') assertConcludable(current, pendingDocuments);
  return {
    values: {
      status: target,
      statusChangedAt: now,
      updatedAt: now,
      concludedAt: target === 'CONCLUIDA' ? now : null,
      canceledAt: target === 'CANCELADA' ? now : null,
      cancelReason: target === 'CANCELADA' ? reason : null,
    },
    entry: {
      action: target === 'CANCELADA' ? 'DILIGENCE_CANCELED' : 'DILIGENCE_STATUS_CHANGED',
      targetType: 'diligence',
      summary: {
        before: { status: current.status },
        after: { status: target },
        ...(reason ? { reason } : {}),
        label: `${DILIGENCE_STATUS_LABELS[current.status]} → ${DILIGENCE_STATUS_LABELS[target]}`,
      },
    },
  };
}

/**
 * Concluída needs a risk rating (chosen or computed), a conclusion and every required document
 * analysed or waived; the 422 says what is missing, each document as a detail with its ids.
 */
function assertConcludable(d: StatusSubject, documents: readonly PendingDocument[]) {
  const lacking: { path: string; message: string }[] = [];
  if (!(d.riskRating ?? d.riskComputed))
    lacking.push({ path: 'riskRating', message: 'a classificação de risco' });
  if (!d.conclusion?.trim()) lacking.push({ path: 'conclusion', message: 'a conclusão' });
  if (!lacking.length && !documents.length) return;
  const parts = [
    ...(lacking.length ? [`informe ${lacking.map((m) => m.message).join(' e ')}`] : []),
    ...(documents.length
      ? [
          documents.length === 1
            ? 'analise ou dispense 1 documento obrigatório'
            : `analise ou dispense ${documents.length} documentos obrigatórios`,
        ]
      : []),
  ];
  const details: ErrorDetail[] = [
    ...lacking.map((m) => ({ path: m.path, message: `Falta ${m.message}.` })),
    ...documents.map((m) => ({
      path: 'documents',
      message: `${m.entityName}: ${m.documentTypeName} (${DOCUMENT_STATUS_LABELS[m.status]})`,
      documentId: m.documentId,
      documentTypeName: m.documentTypeName,
      documentStatus: m.status,
      entityId: m.entityId,
      entityName: m.entityName,
    })),
  ];
  throw unprocessable(`Para concluir a diligência, ${parts.join(' e ')}.`, details);
}

/** Cancelling: a move to Cancelada, refused (409) when the diligence already is. */
export function planCancel(
  current: StatusSubject,
  reason: string,
  role: Role,
  now: Date,
): StatusMove {
  if (current.status === 'CANCELADA') throw conflict('A diligência já está cancelada.');
  return planStatusChange(current, { status: 'CANCELADA', reason }, role, now)!;
}

const missing = (path: string, message: string) => unprocessable(message, [{ path, message }]);
