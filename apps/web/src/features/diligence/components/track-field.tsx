import { useEffect } from 'react';
import { MenuItem } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Control, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { publishedTracksQuery } from '../../../shared/tracks/api/list-published-tracks.ts';
import type { FormInput, FormOutput } from './diligence-form.ts';

type Form = ReturnType<typeof useForm<FormInput, unknown, FormOutput>>;

/**
 * "Trilha" of a new diligence: the company's published tracks, starting on its default track
 * (chosen once the list arrives, unless the user already picked one); "Sem trilha" is allowed.
 */
export function TrackField({
  control,
  setValue,
  getFieldState,
}: {
  control: Control<FormInput, unknown, FormOutput>;
  setValue: Form['setValue'];
  getFieldState: Form['getFieldState'];
}) {
  const published = useQuery(publishedTracksQuery());
  const tracks = published.data ?? [];
  const defaultTrackId = tracks.find((t) => t.isDefault)?.trackId;
  useEffect(() => {
    if (defaultTrackId && !getFieldState('trackId').isDirty) setValue('trackId', defaultTrackId);
  }, [defaultTrackId, getFieldState, setValue]);
  return (
    <FormTextField
      control={control}
      name="trackId"
      select
      label="Trilha"
      disabled={published.isPending}
      helperText={
        published.isError
          ? 'Não foi possível carregar as trilhas; a diligência pode receber uma depois.'
          : 'Define os documentos e as verificações exigidos de cada parte.'
      }
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">Sem trilha</MenuItem>
      {tracks.map((t) => (
        <MenuItem key={t.trackId} value={t.trackId}>
          {t.name} (versão {t.version}){t.isDefault ? ' — padrão' : ''}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
