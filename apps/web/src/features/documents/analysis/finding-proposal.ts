import type { DocumentStatus } from '@lince/contracts/checklists';
import { certidaoResultLabel, type CertidaoResult } from '@lince/contracts/documents';
import type { FindingProposal } from '../../../shared/findings/finding-dialog.tsx';
import { formatDay } from '../../../lib/format.ts';

/**
 * The finding a document proposes once its analysis is saved with a POSITIVA result or a
 * REPROVADO status: prefilled with the document's data, for the analyst to confirm or edit in the
 * findings dialog. None otherwise.
 */
export interface FindingSubject {
  documentTypeName: string;
  issuer: string | null;
  entityName: string;
  status: DocumentStatus;
  result: CertidaoResult | null;
  issuedAt: string | null;
  validUntil: string | null;
  notes: string | null;
}

type Outcome = Pick<FindingSubject, 'status' | 'result'>;

/** A POSITIVA result or a REPROVADO status: the document proposes a finding. */
export const proposesFinding = (d: Outcome) => d.result === 'POSITIVA' || d.status === 'REPROVADO';

export function proposedFinding(subject: FindingSubject): Required<FindingProposal> | null {
  if (!proposesFinding(subject)) return null;
  const positive = subject.result === 'POSITIVA';
  const rejected = subject.status === 'REPROVADO';
  // One "Rótulo: valor" line each, with no final period (a name such as "Alvo S.A." ends in one).
  const facts = [
    `Documento: ${subject.documentTypeName}`,
    `Parte: ${subject.entityName}`,
    subject.issuer ? `Emissor: ${subject.issuer}` : null,
    subject.issuedAt ? `Emissão: ${formatDay(subject.issuedAt)}` : null,
    subject.validUntil ? `Válido até: ${formatDay(subject.validUntil)}` : null,
    subject.result
      ? `Resultado: ${certidaoResultLabel(subject.result, subject.documentTypeName)}`
      : null,
    rejected ? 'Situação: Reprovado' : null,
    subject.notes?.trim() ? `Observações da análise: ${subject.notes.trim()}` : null,
  ];
  return {
    title: positive
      ? `Certidão positiva: ${subject.documentTypeName}`
      : `Documento reprovado: ${subject.documentTypeName}`,
    severity: positive ? 'ALTA' : 'MEDIA',
    description: facts.filter(Boolean).join('\n'),
    recommendation: positive
      ? 'Obter a certidão de objeto e pé dos apontamentos e avaliar o impacto na operação.'
      : 'Solicitar à parte um documento válido e analisá-lo novamente.',
  };
}

/** A save that newly makes the document propose a finding (its result or status changed to it). */
export const newlyProposes = (saved: Outcome, before: Outcome) =>
  proposesFinding(saved) && (saved.result !== before.result || saved.status !== before.status);
