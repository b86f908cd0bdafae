import { MenuItem } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SITUACOES_CPF, SITUACAO_CPF_LABELS } from '@lince/contracts/registrations';
import { FormDateField } from '../../../components/form-date-field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { PfFormSchema, pfDefaults, toPfData, type PfFormValues } from '../lib/manual-form.ts';
import type { ManualDialogProps } from './manual-dialog-props.ts';

/** A person's registration typed in: nome, situação do CPF, nascimento. */
export function PfManualDialog({ entity, shown, onSubmit, onClose }: ManualDialogProps) {
  const form = useForm<PfFormValues, unknown, z.output<typeof PfFormSchema>>({
    resolver: zodResolver(PfFormSchema),
    defaultValues: pfDefaults(entity, shown),
  });
  const { control } = form;
  return (
    <FormDialog
      form={form}
      title="Digitar dados cadastrais"
      submitLabel="Registrar dados"
      onClose={onClose}
      onSubmit={(values) => onSubmit(toPfData(values))}
    >
      <FormTextField control={control} name="nome" label="Nome" required autoFocus />
      <FormTextField control={control} name="situacaoCpf" select label="Situação do CPF" required>
        {SITUACOES_CPF.map((s) => (
          <MenuItem key={s} value={s}>
            {SITUACAO_CPF_LABELS[s]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormDateField control={control} name="nascimento" label="Nascimento" disableFuture />
    </FormDialog>
  );
}
