import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Link, Paper, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { DILIGENCE_PURPOSE_LABELS } from '@lince/contracts/diligences';
import type { TrackReviewList } from '@lince/contracts/track-diff';
import { TRACK_MESSAGES } from '@lince/contracts/tracks';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { Icon } from '../../../components/icon.tsx';
import { ScreenSection } from '../../../components/list-screen.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useSession } from '../../../lib/use-session.ts';
import { approveTrack } from '../api/approve-track.ts';
import { reviewTracksKey, reviewTracksQuery } from '../api/list-review-tracks.ts';
import { returnTrack } from '../api/return-track.ts';
import { ReturnTrackDialog } from '../components/return-track-dialog.tsx';
import { TrackDiffView } from '../components/track-diff-view.tsx';
import { trackPath } from '../links.ts';

type ReviewItem = TrackReviewList['items'][number];

/**
 * ReviewTrack (ADMIN): the versions submitted for review, each with its diff against the
 * published version it replaces; approve (publish) or return with a comment. The author cannot
 * approve their own version when the company requires a second reviewer (the API says 403).
 */
export default function ReviewTrackScreen() {
  const query = useQuery(reviewTracksQuery());
  const items = query.data?.items;
  return (
    <ScreenSection title="Revisão de trilhas">
      <Typography color="text.secondary">
        Versões enviadas para revisão, com as diferenças em relação à versão publicada que vão
        substituir.
      </Typography>
      {query.isFetching && <LinearProgress aria-label="Carregando as trilhas em revisão" />}
      {query.isError && <RetryAlert error={query.error} onRetry={() => void query.refetch()} />}
      {items?.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">Nenhuma trilha aguardando revisão.</Typography>
        </Paper>
      )}
      {items?.map((item) => (
        <ReviewCard key={item._id} item={item} />
      ))}
    </ScreenSection>
  );
}

function ReviewCard({ item }: { item: ReviewItem }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  const [returning, setReturning] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const subject = `a versão ${item.version} de “${item.name}”`;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewTracksKey() }),
      queryClient.invalidateQueries({ queryKey: ['tracks'] }),
      queryClient.invalidateQueries({ queryKey: ['track'] }),
    ]);
  const approve = useMutation({
    mutationFn: () => approveTrack(item._id),
    onSuccess: async () => {
      setConfirming(false);
      showSnackbar({
        text: `Versão ${item.version} de “${item.name}” publicada.`,
        color: 'success',
      });
      await refresh();
    },
    onError: (error) => {
      setConfirming(false);
      setRefusal(getApiErrorMessage(error));
    },
  });
  const own = item.author?._id === session?._id;
  const blockedId = `aprovacao-bloqueada-${item._id}`;
  const headingId = `revisao-${item._id}`;

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ mr: 'auto', minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="h2" sx={{ fontSize: '1.25rem' }}>
            <Link component={RouterLink} to={trackPath(item._id)} color="inherit">
              {item.name}
            </Link>{' '}
            — versão {item.version}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {DILIGENCE_PURPOSE_LABELS[item.purpose]} · {item.stepsCount}{' '}
            {item.stepsCount === 1 ? 'etapa' : 'etapas'} · autor: {item.author?.name ?? '—'}
            {own ? ' (você)' : ''} · enviada em {formatDateTime(item.updatedAt)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<Icon name="undo-variant" size={20} />}
            onClick={() => setReturning(true)}
          >
            Devolver
          </Button>
          <Button
            variant="contained"
            color="success"
            startIcon={<Icon name="check" size={20} />}
            disabled={!item.canApprove || approve.isPending}
            aria-describedby={item.canApprove ? undefined : blockedId}
            onClick={() => {
              setRefusal(null);
              setConfirming(true);
            }}
          >
            Aprovar e publicar
          </Button>
        </Box>
      </Box>
      {!item.canApprove && (
        <Alert id={blockedId} severity="info" icon={<Icon name="information-outline" />}>
          {own ? TRACK_MESSAGES.ownApproval : 'Você não pode aprovar esta versão.'}
        </Alert>
      )}
      {refusal && <FormAlert>{refusal}</FormAlert>}
      <TrackDiffView diff={item.diff} />
      <ConfirmDialog
        open={confirming}
        pending={approve.isPending}
        title="Aprovar e publicar?"
        confirmLabel="Aprovar e publicar"
        onConfirm={() => approve.mutate()}
        onClose={() => setConfirming(false)}
      >
        {item.replacesVersion
          ? `A versão ${item.version} passa a ser a atual de “${item.name}”. As diligências que já usam a versão ${item.replacesVersion} continuam nela.`
          : `“${item.name}” passa a ser oferecida em novas diligências.`}
      </ConfirmDialog>
      {returning && (
        <ReturnTrackDialog
          subject={subject}
          onClose={() => setReturning(false)}
          onSubmit={async (comment) => {
            await returnTrack(item._id, comment);
            setReturning(false);
            showSnackbar({
              text: `Versão ${item.version} de “${item.name}” devolvida ao autor.`,
              color: 'success',
            });
            await refresh();
          }}
        />
      )}
    </Paper>
  );
}
