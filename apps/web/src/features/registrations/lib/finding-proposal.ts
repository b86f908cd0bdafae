import type { Registration } from '@lince/contracts/registrations';
import type { FindingProposal } from '../../../shared/findings/finding-dialog.tsx';
import { formatDay } from '../../../lib/format.ts';
import { snapshotLabel } from './registration-format.ts';
import { situationOf } from './situation.ts';

/**
 * The finding a snapshot proposes when the situação is anything but ATIVA (CNPJ) or Regular (CPF):
 * prefilled for the analyst to confirm or edit in the findings dialog. None otherwise.
 */
export function proposedFinding(
  r: Pick<Registration, 'data' | 'fetchedAt' | 'source' | 'fetchedBy'>,
  entityName: string,
): Required<FindingProposal> | null {
  const s = situationOf(r.data);
  if (s.regular) return null;
  const pj = r.data.kind === 'PJ';
  const since = r.data.kind === 'PJ' ? r.data.dataSituacaoCadastral : null;
  const facts = [
    `Parte: ${entityName}`,
    `${s.label}: ${s.value}`,
    since ? `Desde: ${formatDay(since)}` : null,
    `Consulta: ${snapshotLabel(r)}`,
  ];
  return {
    title: `${s.label} ${s.value.toLowerCase()}: ${entityName}`,
    severity: s.grave ? 'ALTA' : 'MEDIA',
    description: facts.filter(Boolean).join('\n'),
    recommendation: pj
      ? 'Exigir a regularização do CNPJ na Receita Federal antes de prosseguir com a operação.'
      : 'Exigir a regularização do CPF na Receita Federal e avaliar o impacto na operação.',
  };
}
