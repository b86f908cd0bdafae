import { useEffect } from 'react';
import { Alert, Button } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { formatCnpj, isValidCnpj, normalizeCnpj } from '@lince/contracts/br/cnpj';
import { CnpjSchema } from '@lince/contracts/companies';
import {
  FINANCIAL_COMPANY_CNPJ_TAKEN_MESSAGE,
  FinancialCompanyInputSchema,
  type FinancialCompany,
} from '@lince/contracts/financial-statements';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { SuggestionOffer } from '../../../components/suggestion-offer.tsx';
import { getApiErrorMessage, getApiErrorStatus } from '../../../lib/api-error.ts';
import { submitWithFieldErrors } from '../../../lib/server-field-errors.ts';
import { createFinancialCompany, nameSuggestionQuery } from '../api/financial-companies.ts';

const CompanyFormSchema = z.object({
  cnpj: CnpjSchema,
  name: FinancialCompanyInputSchema.shape.name,
});
type CompanyFormValues = z.input<typeof CompanyFormSchema>;
type CompanyFormOutput = z.output<typeof CompanyFormSchema>;

const SUGGESTION_SOURCE = {
  CADASTRO: 'da análise cadastral de uma diligência',
  PARTE: 'de uma parte de diligência',
} as const;

/**
 * "Nova empresa analisada": the CNPJ (masked, alphanumeric accepted, validated) and the name,
 * filled from what a diligence already knows of that CNPJ (registration data, else the entity's
 * name). A CNPJ already analysed offers to open it instead.
 */
export function CompanyDialog({
  initialCnpj = '',
  onClose,
  onCreated,
  onOpen,
}: {
  initialCnpj?: string;
  onClose: () => void;
  onCreated: (company: FinancialCompany) => void;
  onOpen: (companyId: string) => void;
}) {
  const form = useForm<CompanyFormValues, unknown, CompanyFormOutput>({
    resolver: zodResolver(CompanyFormSchema),
    defaultValues: { cnpj: initialCnpj ? formatCnpj(initialCnpj) : '', name: '' },
    mode: 'onTouched',
  });
  const { control, setError, setValue, getValues, getFieldState } = form;
  const typed = useWatch({ control, name: 'cnpj' });
  const cnpj = isValidCnpj(typed) ? normalizeCnpj(typed) : null;
  const suggestion = useQuery({ ...nameSuggestionQuery(cnpj ?? ''), enabled: cnpj !== null });
  const found = cnpj !== null && suggestion.data?.cnpj === cnpj ? suggestion.data : null;
  const name = useWatch({ control, name: 'name' });
  // The suggestion fills the name only while the analyst has not typed one; otherwise it is
  // offered ("Usar: …"), never written over or glued to what was typed.
  useEffect(() => {
    if (found?.name && !getFieldState('name').isDirty && !getValues('name').trim())
      setValue('name', found.name, { shouldValidate: true });
  }, [found, getFieldState, getValues, setValue]);
  const offered = found?.name && found.name !== name.trim() ? found.name : null;

  const submit = (values: CompanyFormOutput) =>
    submitWithFieldErrors(
      setError,
      { cnpj: 'cnpj', name: 'name' },
      async () => onCreated(await createFinancialCompany(values)),
      (error) =>
        getApiErrorStatus(error) === 409
          ? {
              path: 'cnpj',
              message: getApiErrorMessage(error, FINANCIAL_COMPANY_CNPJ_TAKEN_MESSAGE),
            }
          : null,
    );

  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      onClose={onClose}
      title="Nova empresa analisada"
      submitLabel="Cadastrar empresa"
    >
      <FormTextField
        control={control}
        name="cnpj"
        mask="cnpj"
        label="CNPJ"
        required
        autoFocus={!initialCnpj}
        helperText="Números ou letras e números (CNPJ alfanumérico)."
      />
      <FormTextField
        control={control}
        name="name"
        label="Nome (razão social)"
        required
        autoFocus={!!initialCnpj}
        helperText={
          offered ? (
            <SuggestionOffer
              field="Nome (razão social)"
              value={offered}
              onUse={() =>
                setValue('name', offered, {
                  shouldValidate: true,
                  shouldDirty: true,
                })
              }
            />
          ) : found?.name && found.from ? (
            `Sugestão ${SUGGESTION_SOURCE[found.from]}: ${found.name}`
          ) : (
            'Preenchido com a razão social quando uma diligência já tem este CNPJ.'
          )
        }
      />
      {found?.financialCompanyId && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => onOpen(found.financialCompanyId!)}>
              Abrir empresa
            </Button>
          }
        >
          {FINANCIAL_COMPANY_CNPJ_TAKEN_MESSAGE}
        </Alert>
      )}
    </FormDialog>
  );
}
