import { Checkbox, FormControlLabel, Grid } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  FINANCIAL_PERIOD_TYPE_LABELS,
  FINANCIAL_PERIOD_TYPES,
  FINANCIAL_STATEMENT_TAKEN_MESSAGE,
  type FinancialStatement,
  type FinancialStatementInput,
} from '@lince/contracts/financial-statements';
import { FormDateField } from '../../../components/form-date-field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField, optionItems } from '../../../components/form-text-field.tsx';
import { getApiErrorMessage, getApiErrorStatus } from '../../../lib/api-error.ts';
import { submitWithFieldErrors } from '../../../lib/server-field-errors.ts';
import {
  StatementFormSchema,
  toStatementFormValues,
  toStatementInput,
  type StatementFormValues,
} from '../lib/statement-form.ts';
import { StatementLines } from './statement-lines.tsx';

/** API paths of the body → the form's fields (`lines.receitaBruta` is the same path). */
const SERVER_FIELDS: Record<string, keyof StatementFormValues> = {
  fiscalYear: 'fiscalYear',
  periodType: 'periodType',
  periodEnd: 'periodEnd',
};

/**
 * Enter or edit one period's statement: fiscal year, annual or quarterly, period end, audited,
 * then the balance sheet and the DRE with their subtotals computed as the lines are typed.
 */
export function StatementDialog({
  statement,
  defaultYear,
  onClose,
  onSave,
}: {
  /** null: a new statement. */
  statement: FinancialStatement | null;
  defaultYear: number;
  onClose: () => void;
  onSave: (body: FinancialStatementInput) => Promise<unknown>;
}) {
  const form = useForm<StatementFormValues, unknown, StatementFormValues>({
    resolver: zodResolver(StatementFormSchema),
    defaultValues: toStatementFormValues(statement, defaultYear),
    mode: 'onTouched',
  });
  const { control, setError } = form;
  const submit = (values: StatementFormValues) =>
    submitWithFieldErrors(
      setError,
      SERVER_FIELDS,
      () => onSave(toStatementInput(values)),
      (error) =>
        getApiErrorStatus(error) === 409
          ? {
              path: 'fiscalYear',
              message: getApiErrorMessage(error, FINANCIAL_STATEMENT_TAKEN_MESSAGE),
            }
          : null,
    );
  const quarter = { xs: 12, sm: 6, md: 3 } as const;
  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      onClose={onClose}
      title={
        statement
          ? `Editar demonstração de ${statement.fiscalYear}`
          : 'Nova demonstração financeira'
      }
      submitLabel={statement ? 'Salvar' : 'Adicionar demonstração'}
      maxWidth="lg"
    >
      <Grid container spacing={2}>
        <Grid size={quarter}>
          <FormTextField
            control={control}
            name="fiscalYear"
            label="Exercício"
            required
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
        </Grid>
        <Grid size={quarter}>
          <FormTextField control={control} name="periodType" select label="Período" required>
            {optionItems(FINANCIAL_PERIOD_TYPES, FINANCIAL_PERIOD_TYPE_LABELS)}
          </FormTextField>
        </Grid>
        <Grid size={quarter}>
          <FormDateField
            control={control}
            name="periodEnd"
            label="Encerramento"
            helperText="Em branco: 31/12 do exercício."
          />
        </Grid>
        <Grid size={quarter} sx={{ display: 'flex', alignItems: 'center' }}>
          <Controller
            control={control}
            name="audited"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                  />
                }
                label="Auditada"
              />
            )}
          />
        </Grid>
      </Grid>
      <StatementLines control={control} />
    </FormDialog>
  );
}
