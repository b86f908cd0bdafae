import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Document } from '@lince/contracts/documents';
import { SectionCard } from '../../../components/section-card.tsx';
import { activeDocumentTypesQuery } from '../../../shared/documents/api/list-active-document-types.ts';
import { FindingsPanel } from '../../../shared/findings/findings-panel.tsx';
import { ProposalReminder } from '../../../shared/findings/proposal-reminder.tsx';
import { proposedFinding, proposesFinding } from './finding-proposal.ts';

/**
 * "Apontamentos deste documento": the document's findings. A saved POSITIVA result or REPROVADO
 * status proposes a finding prefilled with the document's data: the screen opens it right after
 * such a save (`proposing`), and while the document has no open finding a reminder offers it.
 */
export function DocumentFindings({
  diligenceId,
  document: d,
  entityName,
  proposing,
  onPropose,
  onProposalClose,
}: {
  diligenceId: string;
  document: Document;
  entityName: string;
  proposing: boolean;
  onPropose: () => void;
  onProposalClose: () => void;
}) {
  const issuer =
    useQuery(activeDocumentTypesQuery()).data?.find((t) => t._id === d.documentTypeId)?.issuer ??
    null;
  // The panel tells a dismissed proposal by its identity: a new object each time it is proposed.
  const proposal = useMemo(
    () =>
      proposing &&
      proposedFinding({
        documentTypeName: d.documentTypeName,
        issuer,
        entityName,
        status: d.status,
        result: d.result,
        issuedAt: d.issuedAt,
        validUntil: d.validUntil,
        notes: d.notes,
      }),
    [
      proposing,
      d.documentTypeName,
      issuer,
      entityName,
      d.status,
      d.result,
      d.issuedAt,
      d.validUntil,
      d.notes,
    ],
  );
  return (
    <SectionCard title="Apontamentos deste documento">
      <ProposalReminder
        diligenceId={diligenceId}
        about={{ documentId: d._id }}
        proposes={proposesFinding(d) && !proposing}
        onPropose={onPropose}
      >
        {d.result === 'POSITIVA' ? 'Certidão positiva' : 'Documento reprovado'} sem apontamento em
        aberto.
      </ProposalReminder>
      <FindingsPanel
        diligenceId={diligenceId}
        documentId={d._id}
        proposal={proposal || null}
        onProposalClose={onProposalClose}
        pageSize={5}
      />
    </SectionCard>
  );
}
