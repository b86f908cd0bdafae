import { useState } from 'react';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RESTRICTIVE_LIST_SHORT_LABELS } from '@lince/contracts/restrictive-lists';
import { SCREENING_NOTHING_FOUND_LABEL, type ScreeningHit } from '@lince/contracts/screening';
import { Icon } from '../../components/icon.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { RetryAlert } from '../../components/retry-alert.tsx';
import { getApiErrorMessage } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { invalidateDiligence } from '../diligence/api/invalidate-diligence.ts';
import {
  decideScreeningHit,
  entityScreeningKey,
  entityScreeningQuery,
  rescreenEntity,
} from './api/entity-screening.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { HitItem } from './hit-item.tsx';

type Deciding = { hit: ScreeningHit; status: 'CONFIRMADA' | 'DESCARTADA' } | null;

/**
 * "Listas restritivas" of a party: the lists and versions consulted and when, the hits to decide
 * (Confirmar / Descartar), the ended sanctions and the hits no longer found apart, "Nada consta"
 * when clean, and "Verificar agora".
 */
export function ScreeningPanel({
  diligenceId,
  entityId,
}: {
  diligenceId: string;
  entityId: string;
}) {
  const queryClient = useQueryClient();
  const screening = useQuery(entityScreeningQuery(diligenceId, entityId));
  const [checking, setChecking] = useState(false);
  const [deciding, setDeciding] = useState<Deciding>(null);

  const checkNow = async () => {
    setChecking(true);
    try {
      const result = await rescreenEntity(diligenceId, entityId);
      queryClient.setQueryData(entityScreeningKey(diligenceId, entityId), result);
      await invalidateDiligence(queryClient, diligenceId);
      showSnackbar({ text: 'Verificação nas listas restritivas concluída.', color: 'success' });
    } catch (error) {
      showSnackbar({ text: getApiErrorMessage(error), color: 'error' });
    } finally {
      setChecking(false);
    }
  };

  const data = screening.data;
  const open = data?.hits.filter((h) => h.current && !h.ended) ?? [];
  const apart = data?.hits.filter((h) => !h.current || h.ended) ?? [];
  return (
    <SectionCard
      title="Listas restritivas"
      action={
        <Button
          size="small"
          onClick={() => void checkNow()}
          disabled={checking || !data}
          startIcon={<Icon name="refresh" size={18} />}
        >
          {checking ? 'Verificando…' : 'Verificar agora'}
        </Button>
      }
    >
      {screening.isPending ? (
        <Skeleton variant="rounded" height={64} aria-label="Carregando a verificação" />
      ) : screening.isError ? (
        <RetryAlert error={screening.error} onRetry={() => void screening.refetch()} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {data!.screenedAt
              ? `Verificada em ${formatDateTime(data!.screenedAt)} (horário de Brasília)`
              : 'Ainda não verificada.'}
            {data!.lists.length > 0 &&
              ` · Listas consultadas: ${data!.lists
                .map((l) => `${RESTRICTIVE_LIST_SHORT_LABELS[l.list]} v${l.version}`)
                .join(', ')}`}
            {data!.screenedAt && data!.lists.length === 0 && ' · Nenhuma lista importada.'}
          </Typography>
          {data!.screenedAt && open.length === 0 && (
            <Typography sx={{ fontWeight: 600 }} role="status">
              {SCREENING_NOTHING_FOUND_LABEL}
            </Typography>
          )}
          {open.length > 0 && (
            <Box
              component="ul"
              sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}
              aria-label="Ocorrências"
            >
              {open.map((hit) => (
                <HitItem
                  key={hit._id}
                  hit={hit}
                  onDecide={(status) => setDeciding({ hit, status })}
                />
              ))}
            </Box>
          )}
          {apart.length > 0 && (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                Sanções encerradas e registros fora da versão atual
              </Typography>
              <Box
                component="ul"
                sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}
                aria-label="Sanções encerradas"
              >
                {apart.map((hit) => (
                  <HitItem key={hit._id} hit={hit} />
                ))}
              </Box>
            </>
          )}
        </>
      )}
      {deciding && (
        <DecisionDialog
          hit={deciding.hit}
          status={deciding.status}
          onClose={() => setDeciding(null)}
          onSubmit={async (values) => {
            await decideScreeningHit(diligenceId, deciding.hit._id, values);
            setDeciding(null);
            await queryClient.invalidateQueries({
              queryKey: entityScreeningKey(diligenceId, entityId),
            });
            await invalidateDiligence(queryClient, diligenceId);
            showSnackbar({
              text:
                values.status === 'CONFIRMADA'
                  ? 'Ocorrência confirmada: apontamento registrado.'
                  : 'Ocorrência descartada.',
              color: 'success',
            });
          }}
        />
      )}
    </SectionCard>
  );
}
