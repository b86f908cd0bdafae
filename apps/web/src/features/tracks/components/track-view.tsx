import { Alert, Box, Button, Chip, Link, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Track } from '@lince/contracts/tracks';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ScreenSection } from '../../../components/list-screen.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useConfirmedAction } from '../../../lib/use-confirmed-action.ts';
import { archiveTrack } from '../api/archive-track.ts';
import { trackKey } from '../api/get-track.ts';
import { trackListKey } from '../api/list-tracks.ts';
import { newTrackVersion } from '../api/new-track-version.ts';
import { REVIEW_TRACK_PATH, trackPath } from '../links.ts';
import { TrackStatusChip } from './track-status-chip.tsx';
import { TrackSummary } from './track-summary.tsx';

/** What the page says about a version that cannot be edited. */
function StatusNote({ track }: { track: Track }) {
  if (track.superseded)
    return (
      <Alert severity="info">
        Esta versão foi substituída por uma mais nova. Continua valendo para as diligências que já a
        usam.
      </Alert>
    );
  if (track.status === 'EM_REVISAO')
    return (
      <Alert severity="info">
        Esta versão foi enviada para revisão
        {track.submittedBy ? ` por ${track.submittedBy.name}` : ''} em{' '}
        {formatDateTime(track.submittedAt)}.{' '}
        {(track.can.approve || track.can.return) && (
          <Link component={RouterLink} to={REVIEW_TRACK_PATH}>
            Ir para a revisão
          </Link>
        )}
      </Alert>
    );
  if (track.status === 'ARQUIVADA')
    return (
      <Alert severity="info">
        Trilha arquivada em {formatDateTime(track.archivedAt)}: não é mais oferecida em novas
        diligências; as que já a usam continuam funcionando.
      </Alert>
    );
  if (track.status === 'PUBLICADA')
    return (
      <Alert severity="success" icon={<Icon name="check-circle-outline" />}>
        Versão publicada em {formatDateTime(track.publishedAt)}: não pode ser alterada. Para mudar a
        trilha, crie uma nova versão; esta continua valendo até a nova ser aprovada.
      </Alert>
    );
  return null;
}

/**
 * A track version read-only (published, under review, archived or replaced): its summary, its
 * versions, and "Nova versão" / "Arquivar" when the caller may.
 */
export function TrackView({ track }: { track: Track }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = async (saved: Track) => {
    queryClient.setQueryData(trackKey(saved._id), saved);
    await queryClient.invalidateQueries({ queryKey: trackListKey() });
  };
  const newVersion = useMutation({
    mutationFn: () => newTrackVersion(track._id),
    onSuccess: async (draft) => {
      await refresh(draft);
      showSnackbar({ text: `Rascunho da versão ${draft.version} criado.`, color: 'success' });
      await navigate(trackPath(draft._id));
    },
    onError: (error) => showSnackbar({ text: getApiErrorMessage(error), color: 'error' }),
  });
  const archive = useConfirmedAction(archiveTrack, async (archived: Track) => {
    await refresh(archived);
    showSnackbar({ text: 'Trilha arquivada.', color: 'success' });
  });

  return (
    <ScreenSection
      title={track.name}
      actions={
        <>
          {track.can.archive && (
            <Button
              variant="outlined"
              color="error"
              startIcon={<Icon name="archive-outline" size={20} />}
              onClick={() => archive.ask(track._id)}
            >
              Arquivar
            </Button>
          )}
          {track.can.newVersion && (
            <Button
              variant="contained"
              startIcon={<Icon name="source-branch-plus" size={20} />}
              onClick={() => newVersion.mutate()}
              disabled={newVersion.isPending}
            >
              Nova versão
            </Button>
          )}
        </>
      }
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TrackStatusChip status={track.status} />
        <Typography color="text.secondary">
          Versão {track.version} · {track.diligencesCount}{' '}
          {track.diligencesCount === 1 ? 'diligência usa' : 'diligências usam'} esta versão
        </Typography>
      </Box>
      <StatusNote track={track} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <TrackSummary track={track} />
        <SectionCard title="Versões">
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {track.versions.map((v) => (
              <Box
                component="li"
                key={v._id}
                sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
              >
                {v._id === track._id ? (
                  <Typography component="span" sx={{ fontWeight: 600 }} aria-current="page">
                    Versão {v.version}
                  </Typography>
                ) : (
                  <Link component={RouterLink} to={trackPath(v._id)}>
                    Versão {v.version}
                  </Link>
                )}
                {v.superseded ? (
                  <Chip size="small" variant="outlined" label="Substituída" />
                ) : (
                  <TrackStatusChip status={v.status} />
                )}
              </Box>
            ))}
          </Box>
        </SectionCard>
      </Box>
      <ConfirmDialog
        {...archive.dialog}
        title="Arquivar trilha?"
        confirmLabel="Arquivar"
        confirmColor="error"
      >
        “{track.name}” deixa de ser oferecida em novas diligências. As diligências que já a usam
        continuam funcionando.
      </ConfirmDialog>
    </ScreenSection>
  );
}
