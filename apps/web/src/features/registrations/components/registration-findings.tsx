import { useMemo } from 'react';
import type { Registration } from '@lince/contracts/registrations';
import { SectionCard } from '../../../components/section-card.tsx';
import { FindingsPanel } from '../../../shared/findings/findings-panel.tsx';
import { ProposalReminder } from '../../../shared/findings/proposal-reminder.tsx';
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
  const s = shown && situationOf(shown.data);
  return (
    <SectionCard title="Apontamentos de cadastro">
      <ProposalReminder
        diligenceId={diligenceId}
        about={{ entityId, target: 'CADASTRO' }}
        proposes={!!s && !s.regular && !proposing}
        onPropose={onPropose}
      >
        {s?.label} {s?.value.toLowerCase()} sem apontamento em aberto.
      </ProposalReminder>
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
