import { Box, MenuItem, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SITUACOES_CADASTRAIS, SITUACAO_CADASTRAL_LABELS } from '@lince/contracts/registrations';
import { FormDateField } from '../../../components/form-date-field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { PjFormSchema, pjDefaults, toPjData, type PjFormValues } from '../lib/manual-form.ts';
import type { ManualDialogProps } from './manual-dialog-props.ts';
import { QsaFields } from './qsa-fields.tsx';

const two = { display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } } as const;

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 1 }}>
      {children}
    </Typography>
  );
}

/** A company's registration (cartão CNPJ) typed in, with its QSA rows. */
export function PjManualDialog({ entity, shown, onSubmit, onClose }: ManualDialogProps) {
  const form = useForm<PjFormValues, unknown, z.output<typeof PjFormSchema>>({
    resolver: zodResolver(PjFormSchema),
    defaultValues: pjDefaults(entity, shown),
  });
  const { control } = form;
  return (
    <FormDialog
      form={form}
      title="Digitar dados cadastrais"
      submitLabel="Registrar dados"
      maxWidth="md"
      onClose={onClose}
      onSubmit={(values) => onSubmit(toPjData(values))}
    >
      <FormTextField control={control} name="razaoSocial" label="Razão social" required autoFocus />
      <Box sx={two}>
        <FormTextField control={control} name="nomeFantasia" label="Nome fantasia" />
        <FormTextField
          control={control}
          name="situacaoCadastral"
          select
          label="Situação cadastral"
          required
        >
          {SITUACOES_CADASTRAIS.map((s) => (
            <MenuItem key={s} value={s}>
              {SITUACAO_CADASTRAL_LABELS[s]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormDateField
          control={control}
          name="dataSituacaoCadastral"
          label="Data da situação cadastral"
          disableFuture
        />
        <FormDateField
          control={control}
          name="dataInicioAtividade"
          label="Início da atividade"
          disableFuture
        />
        <FormTextField control={control} name="naturezaJuridica" label="Natureza jurídica" />
        <FormTextField control={control} name="porte" label="Porte" />
        <FormTextField
          control={control}
          name="capitalSocial"
          label="Capital social (R$)"
          placeholder="1.500.000,00"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
      <Heading>Atividades (CNAE)</Heading>
      <FormTextField
        control={control}
        name="cnaePrincipal"
        label="CNAE principal"
        placeholder="4120-4/00 — Construção de edifícios"
      />
      <FormTextField
        control={control}
        name="cnaesSecundarios"
        label="CNAEs secundários"
        multiline
        minRows={2}
        helperText="Um por linha: o código e a descrição."
      />
      <Heading>Endereço</Heading>
      <Box sx={two}>
        <FormTextField control={control} name="logradouro" label="Logradouro" />
        <FormTextField control={control} name="numero" label="Número" />
        <FormTextField control={control} name="complemento" label="Complemento" />
        <FormTextField control={control} name="bairro" label="Bairro" />
        <FormTextField control={control} name="municipio" label="Município" />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 2fr' }}>
          <FormTextField control={control} name="uf" label="UF" />
          <FormTextField control={control} name="cep" label="CEP" mask="cep" />
        </Box>
      </Box>
      <Heading>Quadro de sócios e administradores (QSA)</Heading>
      <QsaFields form={form} />
    </FormDialog>
  );
}
