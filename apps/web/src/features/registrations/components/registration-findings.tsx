import { useMemo } from 'react';
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Registration } from '@lince/contracts/registrations';
import { SectionCard } from '../../../components/section-card.tsx';
import { findingsQuery } from '../../../shared/findings/api/list-findings.ts';
import { FindingsPanel } from '../../../shared/findings/findings-panel.tsx';
import { proposedFinding } from '../lib/finding-proposal.ts';
import { situationOf } from '../lib/situation.ts';

/**
 * "Apontamentos de cadastro": the entity's findings of the CADASTRO area. A snapshot whose
 * situação is not ATIVA/Regular proposes a finding prefilled with it: the dialog opens right after
 * such a snapshot is taken (`proposing`), and while the entity has no open CADASTRO finding a
 * reminder offers it.
 */
export function RegistrationFindings({
  diligenceId,
  entityId,
  entityName,
  shown,
  proposing,
  onPropose,
  onProposalClose,
}: {
  diligenceId: string;
  entityId: string;
  entityName: string;
  shown: Registration | null;
  proposing: boolean;
  onPropose: () => void;
  onProposalClose: () => void;
}) {
  // The panel tells a dismissed proposal by its identity: a new object each time it is proposed.
  const proposal = useMemo(
    () => (proposing && shown ? proposedFinding(shown, entityName) : null),
    [proposing, shown, entityName],
  );
  const irregular = !!shown && !situationOf(shown.data).regular;
  const open = useQuery({
    ...findingsQuery(diligenceId, {
      entityId,
      target: 'CADASTRO',
      resolved: 'false',
      page: 1,
      pageSize: 1,
    }),
    enabled: irregular,
  });
  const remind = irregular && !proposing && open.data?.total === 0;
  const s = shown && situationOf(shown.data);
  return (
    <SectionCard title="Apontamentos de cadastro">
      {remind && s && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onPropose}>
              Registrar apontamento
            </Button>
          }
        >
          {s.label} {s.value.toLowerCase()} sem apontamento em aberto.
        </Alert>
      )}
      <FindingsPanel
        diligenceId={diligenceId}
        entityId={entityId}
        area="CADASTRO"
        proposal={proposal}
        onProposalClose={onProposalClose}
        pageSize={5}
      />
    </SectionCard>
  );
}
