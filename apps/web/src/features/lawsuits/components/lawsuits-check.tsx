import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHECK_STATUS_LABELS } from '@lince/contracts/checklists';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { invalidateDiligence } from '../../../shared/diligence/api/invalidate-diligence.ts';
import { entityChecksQuery, setEntityCheck } from '../../../shared/diligence/api/entity-checks.ts';

/**
 * "Levantamento de processos concluído": marks the entity's PROCESSOS check done (or back in
 * progress). Nothing is shown when the entity's track does not ask for that check.
 */
export function LawsuitsCheck({
  diligenceId,
  entityId,
}: {
  diligenceId: string;
  entityId: string;
}) {
  const queryClient = useQueryClient();
  // The value clicked, shown until the save settles: set in the click's own event (a state React
  // renders at once), not through the mutation's state, which renders a moment later — in between,
  // the controlled box would show its old value.
  const [clicked, setClicked] = useState<boolean | null>(null);
  const checks = useQuery(entityChecksQuery(diligenceId, entityId));
  const check = checks.data?.find((c) => c.kind === 'PROCESSOS');
  const mutation = useMutation({
    mutationFn: (done: boolean) =>
      setEntityCheck(diligenceId, entityId, 'PROCESSOS', done ? 'CONCLUIDA' : 'EM_ANDAMENTO'),
    onSuccess: async (saved) => {
      showSnackbar({
        text:
          saved.status === 'CONCLUIDA'
            ? 'Levantamento de processos concluído.'
            : 'Levantamento de processos reaberto.',
        color: 'success',
      });
      await invalidateDiligence(queryClient, diligenceId);
    },
    onError: (error) => showSnackbar({ text: getApiErrorMessage(error), color: 'error' }),
  });
  if (!check) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={clicked ?? check.status === 'CONCLUIDA'}
            disabled={clicked !== null}
            onChange={(event) => {
              setClicked(event.target.checked);
              mutation.mutate(event.target.checked, { onSettled: () => setClicked(null) });
            }}
          />
        }
        label="Levantamento de processos concluído"
      />
      <Typography variant="caption" color="text.secondary">
        Verificação da trilha: {CHECK_STATUS_LABELS[check.status]}
        {check.stepTitle ? ` (${check.stepTitle})` : ''}
      </Typography>
    </Box>
  );
}
