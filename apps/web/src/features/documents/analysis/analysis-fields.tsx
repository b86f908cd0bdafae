import { Box, MenuItem } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import {
  ANALYSIS_STATUSES,
  CERTIDAO_RESULTS,
  certidaoResultLabel,
} from '@lince/contracts/documents';
import { DOCUMENT_STATUS_LABELS } from '@lince/contracts/checklists';
import { FormDateField } from '../../../components/form-date-field.tsx';
import { FormTextField, optionItems } from '../../../components/form-text-field.tsx';
import type { AnalysisFormValues } from './analysis-form.ts';

export interface TypeOption {
  _id: string;
  name: string;
}

/** The analysis form's fields: type, issue and valid-until dates, result, status, notes. */
export function AnalysisFields({
  control,
  types,
}: {
  control: Control<AnalysisFormValues>;
  types: TypeOption[];
}) {
  const typeId = useWatch({ control, name: 'documentTypeId' });
  const typeName = types.find((t) => t._id === typeId)?.name;
  const resultLabels = Object.fromEntries(
    CERTIDAO_RESULTS.map((r) => [r, certidaoResultLabel(r, typeName)]),
  ) as Record<(typeof CERTIDAO_RESULTS)[number], string>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField
        control={control}
        name="documentTypeId"
        select
        label="Tipo de documento"
        sx={{ gridColumn: '1 / -1' }}
      >
        {types.map((t) => (
          <MenuItem key={t._id} value={t._id}>
            {t.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormDateField control={control} name="issuedAt" label="Emissão" />
      <FormDateField control={control} name="validUntil" label="Válido até" />
      <FormTextField control={control} name="result" select label="Resultado da certidão">
        <MenuItem value="">
          <em>Sem resultado</em>
        </MenuItem>
        {optionItems(CERTIDAO_RESULTS, resultLabels)}
      </FormTextField>
      <FormTextField control={control} name="status" select label="Situação">
        {optionItems(ANALYSIS_STATUSES, DOCUMENT_STATUS_LABELS)}
      </FormTextField>
      <FormTextField
        control={control}
        name="notes"
        label="Observações"
        multiline
        minRows={3}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
