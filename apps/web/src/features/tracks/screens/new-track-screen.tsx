import { useBreadcrumbs } from '../../../components/breadcrumbs.tsx';
import { TrackEditor } from '../components/track-editor.tsx';
import { TRACKS_PATH } from '../links.ts';

/** NewTrack (ADMIN): the stepper of a new track, saved as a draft. */
export default function NewTrackScreen() {
  useBreadcrumbs([{ label: 'Trilhas', to: TRACKS_PATH }, { label: 'Nova trilha' }]);
  return <TrackEditor track={null} />;
}
