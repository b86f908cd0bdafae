import { TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { AddressSchema, EMPTY_ADDRESS, type AddressInput } from '@lince/contracts/address';
import { formatCnpj } from '@lince/contracts/br/cnpj';
import { CnpjSchema, CompanyInputSchema, type Company } from '@lince/contracts/companies';
import { AddressFields, type AddressErrors } from '../../../components/address-fields.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { MaskedTextField } from '../../../components/masked-text-field.tsx';

const isEmptyAddress = (a: AddressInput | null | undefined) =>
  !a || Object.values(a).every((v) => !String(v ?? '').trim());

/** The company form: the address is optional, but once typed it must be complete enough (CEP). */
const CompanyFormSchema = z.object({
  name: CompanyInputSchema.shape.name,
  cnpj: CnpjSchema,
  address: z.preprocess(
    (value) => (isEmptyAddress(value as AddressInput) ? null : value),
    AddressSchema.nullable(),
  ),
});
type CompanyFormInput = z.input<typeof CompanyFormSchema>;
export type CompanyFormOutput = z.output<typeof CompanyFormSchema>;

export interface CompanyDialogProps {
  open: boolean;
  company: Company | null;
  onClose: () => void;
  onSubmit: (values: CompanyFormOutput) => Promise<unknown>;
}

/** Create or edit a company: name, CNPJ (masked, alphanumeric accepted) and address by CEP. */
export function CompanyDialog({ open, company, onClose, onSubmit }: CompanyDialogProps) {
  const form = useForm<CompanyFormInput, unknown, CompanyFormOutput>({
    resolver: zodResolver(CompanyFormSchema),
    values: {
      name: company?.name ?? '',
      cnpj: company ? formatCnpj(company.cnpj) : '',
      address: company?.address ? { ...EMPTY_ADDRESS, ...company.address } : { ...EMPTY_ADDRESS },
    },
  });
  const { control, formState } = form;
  const addressErrors: AddressErrors = Object.fromEntries(
    Object.entries((formState.errors.address ?? {}) as Record<string, { message?: string }>).map(
      ([key, value]) => [key, value?.message],
    ),
  );
  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      open={open}
      title={company ? 'Editar empresa' : 'Nova empresa'}
      maxWidth="md"
      submitLabel="Salvar"
    >
      <Controller
        control={control}
        name="name"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label="Nome"
            required
            autoFocus
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="cnpj"
        render={({ field, fieldState }) => (
          <MaskedTextField
            mask="cnpj"
            name={field.name}
            value={field.value as string}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label="CNPJ"
            required
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? 'Números ou letras (CNPJ alfanumérico).'}
          />
        )}
      />
      <Controller
        control={control}
        name="address"
        render={({ field }) => (
          <AddressFields
            value={(field.value as AddressInput | null) ?? EMPTY_ADDRESS}
            onChange={field.onChange}
            errors={addressErrors}
            disabled={formState.isSubmitting}
          />
        )}
      />
    </FormDialog>
  );
}
