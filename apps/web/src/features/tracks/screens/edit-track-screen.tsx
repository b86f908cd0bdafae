import { LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useBreadcrumbs } from '../../../components/breadcrumbs.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { trackQuery } from '../api/get-track.ts';
import { TrackEditor } from '../components/track-editor.tsx';
import { TrackView } from '../components/track-view.tsx';
import { TRACKS_PATH } from '../links.ts';

/**
 * EditTrack (ADMIN): a draft opens in the stepper; a published, under-review, archived or
 * replaced version opens read-only (with "Nova versão" for the current published one).
 */
export default function EditTrackScreen() {
  const { id = '' } = useParams();
  const query = useQuery(trackQuery(id));
  const track = query.data;
  useBreadcrumbs([
    { label: 'Trilhas', to: TRACKS_PATH },
    { label: track ? `${track.name} (versão ${track.version})` : 'Trilha' },
  ]);
  if (query.isPending) return <LinearProgress aria-label="Carregando a trilha" />;
  if (query.isError) return <RetryAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.status === 'RASCUNHO' && query.data.can.edit)
    return <TrackEditor key={query.data._id} track={query.data} />;
  return <TrackView track={query.data} />;
}
