import { Box, Button, Typography } from '@mui/material';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormDateField } from '../../../components/form-date-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { emptyPartner, type PjFormSchema, type PjFormValues } from '../lib/manual-form.ts';

/**
 * The QSA rows of the typed company: name, CPF/CNPJ, qualificação, entrada; add and remove.
 * (By `setValue`, not `useFieldArray`: that would grow the form library's chunk /login loads.)
 */
export function QsaFields({
  form,
}: {
  form: UseFormReturn<PjFormValues, unknown, z.output<typeof PjFormSchema>>;
}) {
  const { control, getValues, setValue } = form;
  const rows = useWatch({ control, name: 'qsa' });
  const update = (next: PjFormValues['qsa']) =>
    setValue('qsa', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nenhum sócio informado.
        </Typography>
      )}
      {rows.map((_, i) => (
        <Box
          key={i}
          role="group"
          aria-label={`Sócio ${i + 1}`}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { sm: '2fr 1.2fr', md: '2fr 1.2fr 1.5fr 1fr auto' },
            alignItems: 'start',
            borderTop: { xs: 1, md: 0 },
            borderColor: 'divider',
            pt: { xs: 1.5, md: 0 },
          }}
        >
          <FormTextField
            control={control}
            name={`qsa.${i}.nome`}
            label={`Nome do sócio ${i + 1}`}
            required
            size="small"
          />
          <FormTextField
            control={control}
            name={`qsa.${i}.documento`}
            label="CPF/CNPJ"
            size="small"
            helperText="Opcional."
          />
          <FormTextField
            control={control}
            name={`qsa.${i}.qualificacao`}
            label="Qualificação"
            size="small"
          />
          <FormDateField
            control={control}
            name={`qsa.${i}.entrada`}
            label="Entrada"
            size="small"
            disableFuture
          />
          <RowAction
            title={`Remover sócio ${i + 1}`}
            icon="delete-outline"
            onClick={() => update(getValues('qsa').filter((__, j) => j !== i))}
          />
        </Box>
      ))}
      <Button
        variant="outlined"
        size="small"
        sx={{ justifySelf: 'start' }}
        startIcon={<Icon name="plus" />}
        onClick={() => update([...getValues('qsa'), emptyPartner()])}
      >
        Adicionar sócio
      </Button>
    </Box>
  );
}
