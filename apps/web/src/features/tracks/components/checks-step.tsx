import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { Controller, useFormState, useWatch, type Control } from 'react-hook-form';
import {
  CHECK_KINDS,
  CHECK_KIND_LABELS,
  TRACK_APPLIES_TO,
  TRACK_APPLIES_TO_LABELS,
  type CheckKind,
  type TrackAppliesTo,
  type TrackBody,
} from '@lince/contracts/tracks';
import type { CheckValues, TrackFormValues } from '../form/track-form.ts';
import type { StepField } from './stages-step.tsx';

type FormControl = Control<TrackFormValues, unknown, TrackBody>;

/**
 * One check kind's choice as a single value: not required, or required of PF, PJ or both (a PF
 * and a PJ entry of the same kind read as both).
 */
export function checkChoice(checks: readonly CheckValues[], kind: CheckKind): TrackAppliesTo | '' {
  const of = new Set(checks.filter((c) => c.kind === kind).map((c) => c.appliesTo));
  if (of.has('AMBOS') || (of.has('PF') && of.has('PJ'))) return 'AMBOS';
  return of.has('PF') ? 'PF' : of.has('PJ') ? 'PJ' : '';
}

/** The step's checks with one kind's choice changed (kinds kept in their usual order). */
export function withCheckChoice(
  checks: readonly CheckValues[],
  kind: CheckKind,
  choice: TrackAppliesTo | '',
): CheckValues[] {
  return CHECK_KINDS.flatMap((k) => {
    const value = k === kind ? choice : checkChoice(checks, k);
    return value ? [{ kind: k, appliesTo: value }] : [];
  });
}

/**
 * Step 4 of the stepper: for each step, which checks to run — análise cadastral, processos
 * judiciais, demonstrações financeiras — and for whom (PF, PJ or both).
 */
export function ChecksStep({ control, fields }: { control: FormControl; fields: StepField[] }) {
  if (fields.length === 0)
    return <Typography color="text.secondary">Inclua ao menos uma etapa no passo 2.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {fields.map((field, index) => (
        <StageChecks key={field.id} control={control} index={index} />
      ))}
    </Box>
  );
}

function StageChecks({ control, index }: { control: FormControl; index: number }) {
  const title = useWatch({ control, name: `steps.${index}.title` }).trim() || `Etapa ${index + 1}`;
  const { errors } = useFormState({ control, name: `steps.${index}.checks` });
  const error = errors.steps?.[index]?.checks;
  const message = Array.isArray(error)
    ? error.find((e) => e?.kind?.message)?.kind?.message
    : error?.message;
  const headingId = `verificacoes-etapa-${index}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {index + 1}. {title}
      </Typography>
      <Controller
        control={control}
        name={`steps.${index}.checks`}
        render={({ field }) => (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 240px))' },
            }}
          >
            {CHECK_KINDS.map((kind) => (
              <TextField
                key={kind}
                select
                size="small"
                label={CHECK_KIND_LABELS[kind]}
                value={checkChoice(field.value, kind)}
                onChange={(event) =>
                  field.onChange(
                    withCheckChoice(field.value, kind, event.target.value as TrackAppliesTo | ''),
                  )
                }
                onBlur={field.onBlur}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">Não exigir</MenuItem>
                {TRACK_APPLIES_TO.map((a) => (
                  <MenuItem key={a} value={a}>
                    {TRACK_APPLIES_TO_LABELS[a]}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Box>
        )}
      />
      {message && (
        <Typography variant="body2" color="error">
          {message}
        </Typography>
      )}
    </Box>
  );
}
