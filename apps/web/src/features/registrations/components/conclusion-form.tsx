import { useState } from 'react';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import {
  REGISTRATION_CONCLUSIONS,
  REGISTRATION_CONCLUSION_LABELS,
  type Registration,
  type RegistrationConclusion,
} from '@lince/contracts/registrations';
import { FormAlert } from '../../../components/form-alert.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';

/**
 * The analyst's conclusion on a snapshot (Regular, Regular com ressalvas, Irregular) and notes.
 * Saving it also concludes the entity's "Cadastro" check (on the server, in one transaction).
 */
export function ConclusionForm({
  registration: r,
  onSave,
}: {
  registration: Registration;
  onSave: (conclusion: RegistrationConclusion, notes: string) => Promise<void>;
}) {
  const [conclusion, setConclusion] = useState<RegistrationConclusion | ''>(r.conclusion ?? '');
  const [notes, setNotes] = useState(r.notes);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changed = conclusion !== (r.conclusion ?? '') || notes !== r.notes;
  return (
    <Box
      component="form"
      noValidate
      aria-label="Conclusão da análise cadastral"
      sx={{ display: 'grid', gap: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!conclusion) return setError('Escolha a conclusão da análise.');
        setSaving(true);
        setError(null);
        onSave(conclusion, notes).then(
          () => setSaving(false),
          (e: unknown) => {
            setSaving(false);
            setError(getApiErrorMessage(e));
          },
        );
      }}
    >
      {error && <FormAlert>{error}</FormAlert>}
      <FormControl>
        <FormLabel id="registration-conclusion-label">Conclusão</FormLabel>
        <RadioGroup
          aria-labelledby="registration-conclusion-label"
          value={conclusion}
          onChange={(event) => setConclusion(event.target.value as RegistrationConclusion)}
        >
          {REGISTRATION_CONCLUSIONS.map((c) => (
            <FormControlLabel
              key={c}
              value={c}
              control={<Radio />}
              label={REGISTRATION_CONCLUSION_LABELS[c]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        label="Observações"
        multiline
        minRows={3}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={saving || !changed} aria-busy={saving}>
          Salvar conclusão
        </Button>
        {r.conclusion && !changed && (
          <Typography variant="body2" color="text.secondary">
            Conclusão registrada: {REGISTRATION_CONCLUSION_LABELS[r.conclusion]}.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
