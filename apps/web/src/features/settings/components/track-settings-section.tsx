import { FormControlLabel, Paper, Switch, TextField, Typography } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import type { CompanySettings } from '@lince/contracts/settings';

/** The part of the settings form this section edits. */
export interface TrackSettingsValues {
  defaultTrackId: string;
  requireSecondReviewer: boolean;
}

/**
 * "Trilhas": the default track of new diligences (a published track, or none) and the four-eyes
 * rule "Exigir revisão por outra pessoa" (the author of a track version cannot approve it).
 */
export function TrackSettingsSection<T extends TrackSettingsValues>({
  control,
  tracks,
}: {
  control: Control<T>;
  tracks: CompanySettings['tracks'];
}) {
  const typed = control as unknown as Control<TrackSettingsValues>;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="trilha-titulo" sx={{ p: 3 }}>
      <Typography id="trilha-titulo" variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
        Trilhas
      </Typography>
      <Controller
        control={typed}
        name="defaultTrackId"
        render={({ field }) => (
          <TextField
            select
            fullWidth
            id="trilha-padrao"
            disabled={tracks.length === 0}
            label="Trilha padrão das novas diligências"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { 'aria-describedby': 'trilha-padrao-nota' },
            }}
            sx={{ maxWidth: 480 }}
          >
            <option value="">Nenhuma</option>
            {tracks.map((track) => (
              <option key={track._id} value={track._id}>
                {track.name}
              </option>
            ))}
          </TextField>
        )}
      />
      <Typography id="trilha-padrao-nota" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {tracks.length === 0
          ? 'Nenhuma trilha publicada ainda.'
          : 'A nova diligência já vem com esta trilha; quem a cria pode escolher outra.'}
      </Typography>
      <Controller
        control={typed}
        name="requireSecondReviewer"
        render={({ field }) => (
          <FormControlLabel
            sx={{ mt: 2, display: 'flex' }}
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { ref: field.ref, 'aria-describedby': 'revisao-nota' } }}
              />
            }
            label="Exigir revisão por outra pessoa"
          />
        )}
      />
      <Typography id="revisao-nota" variant="body2" color="text.secondary">
        Ligada, quem escreveu uma versão de trilha não pode aprová-la: outra pessoa administradora
        revisa antes da publicação.
      </Typography>
    </Paper>
  );
}
