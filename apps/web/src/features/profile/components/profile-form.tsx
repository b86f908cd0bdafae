import { Controller, useForm } from 'react-hook-form';
import { Box, Grid, TextField, Typography } from '@mui/material';
import type { Me } from '@lince/contracts/auth';
import { formatCpf, isValidCpf, normalizeCpf } from '@lince/contracts/br/cpf';
import { formatCnpj } from '@lince/contracts/br/cnpj';
import { ROLE_LABELS } from '@lince/contracts/roles';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { MaskedTextField } from '../../../components/masked-text-field.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { muiRegister } from '../../../lib/forms.ts';
import { useSubmit } from '../../../lib/use-submit.ts';

interface ProfileValues {
  name: string;
  cpf: string;
}

export interface ProfileFormProps {
  user: Me;
  onSave: (values: { name: string; cpf: string | null }) => Promise<void>;
}

/** Name and CPF (editable); e-mail, company and role shown read-only. */
export function ProfileForm({ user, onSave }: ProfileFormProps) {
  const { control, register, handleSubmit, formState } = useForm<ProfileValues>({
    defaultValues: { name: user.name, cpf: user.cpf ? formatCpf(user.cpf) : '' },
  });
  const submission = useSubmit(async ({ name, cpf }: ProfileValues) => {
    await onSave({ name: name.trim(), cpf: cpf ? normalizeCpf(cpf) : null });
  });
  const { errors } = formState;

  return (
    <Box component="section" aria-labelledby="dados-titulo">
      <Typography id="dados-titulo" variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
        Dados pessoais
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit(submission.submit)}>
        {submission.isError && (
          <Box sx={{ mb: 2 }}>
            <ErrorAlert>{getApiErrorMessage(submission.error)}</ErrorAlert>
          </Box>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextInput
              label="Nome"
              autoComplete="name"
              required
              error={!!errors.name}
              helperText={errors.name?.message}
              {...muiRegister(register, 'name', {
                validate: (value) =>
                  value.trim().length >= 2 || 'Informe o nome (pelo menos 2 caracteres).',
                maxLength: { value: 120, message: 'O nome deve ter no máximo 120 caracteres.' },
              })}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name="cpf"
              rules={{ validate: (value) => !value || isValidCpf(value) || 'CPF inválido.' }}
              render={({ field, fieldState }) => (
                <MaskedTextField
                  fullWidth
                  mask="cpf"
                  label="CPF"
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? 'Opcional.'}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              label="E-mail"
              value={user.email}
              slotProps={{ htmlInput: { readOnly: true } }}
              helperText="O e-mail é o seu usuário e não pode ser alterado aqui."
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              label="Perfil de acesso"
              value={ROLE_LABELS[user.role]}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              label="Empresa"
              value={user.company.name}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth
              label="CNPJ da empresa"
              value={formatCnpj(user.company.cnpj)}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
        </Grid>
        <Box sx={{ mt: 2 }}>
          <SubmitButton pending={submission.isPending} size="medium">
            Salvar dados
          </SubmitButton>
        </Box>
      </Box>
    </Box>
  );
}
