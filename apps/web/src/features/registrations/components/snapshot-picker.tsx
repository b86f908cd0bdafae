import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { REGISTRATION_SOURCE_LABELS, type Registration } from '@lince/contracts/registrations';
import { formatDateTime } from '../../../lib/format.ts';
import { snapshotLabel } from '../lib/registration-format.ts';

/**
 * Which snapshot is on screen (source, who, when) and the dated list of all of them, newest
 * first, to open an earlier one.
 */
export function SnapshotPicker({
  items,
  shown,
  onSelect,
}: {
  items: Registration[];
  shown: Registration;
  onSelect: (r: Registration) => void;
}) {
  const latest = items[0]?._id === shown._id;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ display: 'grid', gap: 0.25, mr: 'auto' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {latest ? 'Consulta mais recente' : 'Consulta anterior'}:{' '}
          {REGISTRATION_SOURCE_LABELS[shown.source].toLowerCase()}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Em {formatDateTime(shown.fetchedAt)}
          {shown.fetchedBy ? `, por ${shown.fetchedBy.name}` : ''}
        </Typography>
      </Box>
      {items.length > 1 && (
        <TextField
          select
          size="small"
          label={`Consultas (${items.length})`}
          value={shown._id}
          onChange={(event) => {
            const next = items.find((r) => r._id === event.target.value);
            if (next) onSelect(next);
          }}
          sx={{ minWidth: { xs: '100%', sm: 340 } }}
        >
          {items.map((r, i) => (
            <MenuItem key={r._id} value={r._id}>
              {snapshotLabel(r)}
              {i === 0 ? ' (mais recente)' : ''}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
