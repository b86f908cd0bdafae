import { Autocomplete, Grid, InputAdornment, MenuItem, TextField, Typography } from '@mui/material';
import { Controller, useWatch, type Control } from 'react-hook-form';
import type { Entity, EntityKind } from '@lince/contracts/entities';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { formatDocument } from '../../../shared/diligence/format-document.ts';
import { PARENT_LINK } from '../../../shared/diligence/parent-link.ts';
import { RELATION_SUGGESTIONS, type EntityFormValues } from '../lib/entity-form.ts';

/**
 * The party dialog's "Vínculo com outra parte": the parent (a company's controller, the company a
 * person takes part in), then, once chosen, the relation and the share.
 */
export function EntityLinkFields({
  control,
  kind,
  candidates,
}: {
  control: Control<EntityFormValues>;
  kind: EntityKind;
  /** The parties that may be chosen (never the party itself nor one it controls). */
  candidates: Entity[];
}) {
  const hasParent = useWatch({ control, name: 'parentEntityId' }) !== '';
  return (
    <>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
        Vínculo com outra parte
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: hasParent ? 5 : 12 }}>
          <FormTextField
            control={control}
            name="parentEntityId"
            select
            label={PARENT_LINK[kind].field}
            helperText={
              candidates.length === 0
                ? 'Nenhuma outra parte pode ser escolhida.'
                : hasParent
                  ? undefined
                  : PARENT_LINK[kind].help
            }
          >
            <MenuItem value="">
              <em>Nenhuma</em>
            </MenuItem>
            {candidates.map((c) => (
              <MenuItem key={c._id} value={c._id}>
                {c.name} ({formatDocument(c)})
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        {hasParent && (
          <>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Controller
                control={control}
                name="relation"
                render={({ field, fieldState }) => (
                  <Autocomplete
                    freeSolo
                    options={RELATION_SUGGESTIONS}
                    inputValue={field.value}
                    onInputChange={(_, value) => field.onChange(value)}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        name={field.name}
                        inputRef={field.ref}
                        onBlur={field.onBlur}
                        label="Relação"
                        error={!!fieldState.error}
                        helperText={
                          fieldState.error?.message ?? 'Ex.: Sócio, Controladora, Cônjuge.'
                        }
                      />
                    )}
                  />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 3 }}>
              <FormTextField
                control={control}
                name="share"
                label="Participação"
                helperText="De 0 a 100, ex.: 12,5."
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                }}
              />
            </Grid>
          </>
        )}
      </Grid>
    </>
  );
}
