import { Chip } from '@mui/material';
import { TRACK_STATUS_LABELS, type TrackStatus } from '@lince/contracts/tracks';

const COLORS = {
  RASCUNHO: 'default',
  EM_REVISAO: 'warning',
  PUBLICADA: 'success',
  ARQUIVADA: 'tertiary',
} as const;

/** The status of a track version (the label says it; the colour only helps). */
export function TrackStatusChip({ status }: { status: TrackStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'ARQUIVADA' ? 'outlined' : 'filled'}
      color={COLORS[status]}
      label={TRACK_STATUS_LABELS[status]}
    />
  );
}
