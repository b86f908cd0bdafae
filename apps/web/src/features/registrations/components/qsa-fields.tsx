import { Box, Button, Typography } from '@mui/material';
import { useFieldArray, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { FormDateField } from '../../../components/form-date-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { emptyPartner, type PjFormSchema, type PjFormValues } from '../lib/manual-form.ts';

/** The QSA rows of the typed company: name, CPF/CNPJ, qualificação, entrada; add and remove. */
export function QsaFields({
  control,
}: {
  control: Control<PjFormValues, unknown, z.output<typeof PjFormSchema>>;
}) {
  const rows = useFieldArray({ control, name: 'qsa' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {rows.fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nenhum sócio informado.
        </Typography>
      )}
      {rows.fields.map((row, i) => (
        <Box
          key={row.id}
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
            onClick={() => rows.remove(i)}
          />
        </Box>
      ))}
      <Button
        variant="outlined"
        size="small"
        sx={{ justifySelf: 'start' }}
        startIcon={<Icon name="plus" />}
        onClick={() => rows.append(emptyPartner())}
      >
        Adicionar sócio
      </Button>
    </Box>
  );
}
