import {
  EntityInputSchema,
  PARTNER_SKIP_REASONS,
  isMaskedCpf,
  isSameParty,
  isValidCnpj,
  isValidCpf,
  normalizeCpf,
  partnerRole,
  type EntityKind,
  type Partner,
  type PartnersAddResult,
} from '@lince/contracts';
import { audit } from '../../domain/audit.ts';
import { inTransaction, type ServiceContext } from '../../core/context.ts';
import type { DiligenceRecord } from '../../domain/diligence/record.ts';
import { createEntity, findSameParty } from '../entities/index.ts';
import { registrationOf } from './service.ts';

type Candidate = { ok: true; kind: 'PF' | 'PJ'; document: string } | { ok: false; reason: string };

/**
 * Which entity a QSA partner can become: a PF by its CPF, a PJ by its CNPJ. Receita's data masks
 * a person's CPF (`***123456**`): such a partner becomes a PF by name with the CPF "a completar"
 * (the visible digits kept), for the analyst to complete.
 */
export function partnerCandidate(partner: Partner): Candidate {
  const raw = partner.documento?.trim() ?? '';
  if (!raw) return { ok: false, reason: PARTNER_SKIP_REASONS.noDocument };
  if (isMaskedCpf(raw)) return { ok: true, kind: 'PF', document: normalizeCpf(raw) };
  if (raw.includes('*')) return { ok: false, reason: PARTNER_SKIP_REASONS.maskedCpf };
  const digits = raw.replace(/[.\-/\s]/g, '');
  if (digits.length === 11 && isValidCpf(digits)) return { ok: true, kind: 'PF', document: digits };
  if (digits.length === 14 && isValidCnpj(digits))
    return { ok: true, kind: 'PJ', document: digits.toUpperCase() };
  return { ok: false, reason: PARTNER_SKIP_REASONS.invalid };
}

/**
 * Adds the chosen QSA partners of a snapshot as entities of the diligence, below the snapshot's
 * entity (relation: the qualificação), through the entities service (checklists generated).
 * A partner already in the diligence (`isSameParty`), asked twice, or without a usable document is
 * skipped with its reason; all or nothing is written, with one PARTNERS_ADDED entry.
 */
export async function addPartners(
  ctx: ServiceContext,
  record: DiligenceRecord,
  registrationId: string,
  indexes: number[],
): Promise<PartnersAddResult> {
  const diligenceId = record.diligence.id;
  const { registration } = await registrationOf(ctx, diligenceId, registrationId);
  const qsa = registration.data.kind === 'PJ' ? registration.data.qsa : [];
  return inTransaction(ctx, async (tx) => {
    const result: PartnersAddResult = { created: [], skipped: [] };
    const chosen: { kind: EntityKind; name: string; document: string }[] = [];
    for (const index of [...new Set(indexes)]) {
      const partner = qsa[index];
      if (!partner) {
        result.skipped.push({ index, reason: PARTNER_SKIP_REASONS.unknown });
        continue;
      }
      const candidate = partnerCandidate(partner);
      if (!candidate.ok) {
        result.skipped.push({ index, reason: candidate.reason });
        continue;
      }
      const party = { kind: candidate.kind, name: partner.nome, document: candidate.document };
      if (
        chosen.some((other) => isSameParty(other, party)) ||
        (await findSameParty(tx.db, diligenceId, party))
      ) {
        result.skipped.push({ index, reason: PARTNER_SKIP_REASONS.present });
        continue;
      }
      const input = EntityInputSchema.safeParse({
        kind: candidate.kind,
        name: partner.nome,
        document: candidate.document,
        roleInDiligence: partnerRole(partner.qualificacao),
        parentEntityId: registration.entityId,
        relation: partner.qualificacao.slice(0, 100) || null,
      });
      if (!input.success) {
        result.skipped.push({ index, reason: input.error.issues[0]!.message });
        continue;
      }
      chosen.push(party);
      result.created.push(await createEntity(tx, record, input.data));
    }
    if (result.created.length > 0)
      await audit(tx, {
        action: 'PARTNERS_ADDED',
        targetType: 'registration',
        targetId: registrationId,
        summary: {
          diligenceId,
          entityId: registration.entityId,
          created: result.created.map((e) => ({ entityId: e._id, name: e.name })),
        },
      });
    return result;
  });
}
