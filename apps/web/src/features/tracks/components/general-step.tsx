import { Box } from '@mui/material';
import type { Control } from 'react-hook-form';
import { DILIGENCE_PURPOSES, DILIGENCE_PURPOSE_LABELS } from '@lince/contracts/diligences';
import type { TrackBody } from '@lince/contracts/tracks';
import { FormTextField, optionItems } from '../../../components/form-text-field.tsx';
import type { TrackFormValues } from '../form/track-form.ts';

/** Step 1 of the stepper: name, purpose and description. */
export function GeneralStep({
  control,
}: {
  control: Control<TrackFormValues, unknown, TrackBody>;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <FormTextField control={control} name="name" label="Nome da trilha" required />
        <FormTextField control={control} name="purpose" select label="Finalidade" required>
          {optionItems(DILIGENCE_PURPOSES, DILIGENCE_PURPOSE_LABELS)}
        </FormTextField>
      </Box>
      <FormTextField
        control={control}
        name="description"
        label="Descrição"
        multiline
        minRows={3}
        helperText="Para que serve a trilha e quando usá-la (opcional)."
      />
    </Box>
  );
}
