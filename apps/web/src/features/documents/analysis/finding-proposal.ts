import { CERTIDAO_RESULT_LABELS, type CertidaoResult } from '@lince/contracts/documents';
import type { FindingCreateInput } from '@lince/contracts/findings';
import { formatDay } from '../../../lib/format.ts';
import type { AnalysisStatus } from '@lince/contracts/documents';

/**
 * The finding a document proposes once its analysis is saved with a POSITIVA result or a
 * REPROVADO status: prefilled with the document's data, for the analyst to confirm or edit in the
 * findings dialog. None otherwise.
 */
export interface FindingSubject {
  documentId: string;
  documentTypeName: string;
  issuer: string | null;
  entityName: string;
  status: AnalysisStatus | string;
  result: CertidaoResult | null;
  issuedAt: string | null;
  validUntil: string | null;
  notes: string | null;
}

export function proposedFinding(subject: FindingSubject): FindingCreateInput | null {
  const positive = subject.result === 'POSITIVA';
  const rejected = subject.status === 'REPROVADO';
  if (!positive && !rejected) return null;
  // One "Rótulo: valor" line each, with no final period (a name such as "Alvo S.A." ends in one).
  const facts = [
    `Documento: ${subject.documentTypeName}`,
    `Parte: ${subject.entityName}`,
    subject.issuer ? `Emissor: ${subject.issuer}` : null,
    subject.issuedAt ? `Emissão: ${formatDay(subject.issuedAt)}` : null,
    subject.validUntil ? `Válido até: ${formatDay(subject.validUntil)}` : null,
    subject.result ? `Resultado: ${CERTIDAO_RESULT_LABELS[subject.result]}` : null,
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
    documentId: subject.documentId,
  };
}
