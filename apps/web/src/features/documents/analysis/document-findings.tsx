import { useMemo } from 'react';
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Document } from '@lince/contracts/documents';
import { SectionCard } from '../../../components/section-card.tsx';
import { activeDocumentTypesQuery } from '../../../shared/documents/api/list-active-document-types.ts';
import { findingsQuery } from '../../../shared/findings/api/list-findings.ts';
import { FindingsPanel } from '../../../shared/findings/findings-panel.tsx';
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
  const proposes = proposesFinding(d);
  const open = useQuery({
    ...findingsQuery(diligenceId, { documentId: d._id, resolved: 'false', page: 1, pageSize: 1 }),
    enabled: proposes,
  });
  const remind = proposes && !proposing && open.data?.total === 0;
  return (
    <SectionCard title="Apontamentos deste documento">
      {remind && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onPropose}>
              Registrar apontamento
            </Button>
          }
        >
          {d.result === 'POSITIVA' ? 'Certidão positiva' : 'Documento reprovado'} sem apontamento em
          aberto.
        </Alert>
      )}
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
