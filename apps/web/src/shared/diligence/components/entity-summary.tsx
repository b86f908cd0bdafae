import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { ENTITY_ROLE_LABELS, type Entity } from '@lince/contracts/entities';
import { EntityDocument } from './entity-document.tsx';
import { ComputedRiskNote, RiskChip } from './diligence-chips.tsx';
import { ProgressBar } from './progress-bar.tsx';

/**
 * The entity a screen is about (its documents, its files): name, CPF/CNPJ, role, documents
 * analysed ÷ required, and its risk — the one in force, and the computed one beside a chosen
 * rating that differs. `headingId` labels the screen's section; `actions` go on the right.
 */
export function EntitySummary({
  entity: e,
  headingId,
  actions,
}: {
  entity: Entity;
  headingId: string;
  actions?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 0.5, mr: 'auto', minWidth: 0 }}>
        <Typography
          id={headingId}
          variant="h2"
          sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}
        >
          {e.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {e.kind === 'PF' ? 'CPF' : 'CNPJ'} <EntityDocument entity={e} inline /> ·{' '}
          {ENTITY_ROLE_LABELS[e.roleInDiligence]}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 180 }}>
        <Typography variant="caption" color="text.secondary">
          Documentos analisados
        </Typography>
        <ProgressBar done={e.progress.done} required={e.progress.required} />
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
        <Typography variant="caption" color="text.secondary">
          Risco
        </Typography>
        <RiskChip risk={e.risk} />
        <ComputedRiskNote risk={e.risk} />
      </Box>
      {actions && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {actions}
        </Box>
      )}
    </Paper>
  );
}
