import { isDocumentPending, type Entity } from '@lince/contracts';
import { riskOf } from '../../domain/diligence/predicates.ts';
import type { EntityListRow } from './repository.ts';

/** An entity row as the API answers it. */
export function toEntity({
  entity: e,
  childrenCount,
  openScreeningHits,
  progressDone,
  progressRequired,
}: EntityListRow): Entity {
  const a = e.address;
  return {
    _id: e.id,
    diligenceId: e.diligenceId,
    kind: e.kind,
    name: e.name,
    document: e.document,
    documentComplete: !isDocumentPending(e),
    roleInDiligence: e.roleInDiligence,
    parentEntityId: e.parentEntityId ?? null,
    relation: e.relation ?? null,
    sharePercent: e.sharePercent === null ? null : Number(e.sharePercent),
    address: a
      ? {
          cep: a.cep ?? '',
          logradouro: a.logradouro ?? '',
          numero: a.numero ?? '',
          complemento: a.complemento ?? '',
          bairro: a.bairro ?? '',
          cidade: a.cidade ?? '',
          uf: a.uf ?? '',
        }
      : null,
    birthOrFoundationDate: e.birthOrFoundationDate ?? null,
    contact: e.contact ? { email: e.contact.email ?? '', phone: e.contact.phone ?? '' } : null,
    risk: riskOf(e),
    childrenCount,
    openScreeningHits: openScreeningHits ?? 0,
    progress: { done: progressDone ?? 0, required: progressRequired ?? 0 },
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

/** What the audit trail keeps of an entity (never its document). */
export const auditFields = (e: {
  kind: string;
  name: string;
  roleInDiligence: string;
  parentEntityId?: string | null;
  relation?: string | null;
  sharePercent?: number | null;
}) => ({
  kind: e.kind,
  name: e.name,
  roleInDiligence: e.roleInDiligence,
  parentEntityId: e.parentEntityId ?? null,
  relation: e.relation ?? null,
  sharePercent: e.sharePercent ?? null,
});
