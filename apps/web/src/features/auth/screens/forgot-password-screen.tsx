import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Link } from '@mui/material';
import { TextInput } from '../../../components/text-input.tsx';
import { ForgotPasswordRequestSchema } from '@lince/contracts';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { muiRegister } from '../../../lib/forms.ts';
import { forgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

type Input = z.input<typeof ForgotPasswordRequestSchema>;
type Output = z.output<typeof ForgotPasswordRequestSchema>;

export default function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const mutation = useSubmit(async ({ email }: Output) => {
    const message = await forgotPassword(email);
    void navigate(`/reset/${encodeURIComponent(email)}`, { state: { message } });
  });
  const { errors } = formState;

  return (
    <AuthCard
      title="Esqueci minha senha"
      subtitle="Informe seu e-mail. Se ele estiver cadastrado, enviaremos um código de 6 dígitos para criar uma nova senha."
    >
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(mutation.submit)}
        sx={{ display: 'grid', gap: 2 }}
      >
        {mutation.isError && <ErrorAlert>{getApiErrorMessage(mutation.error)}</ErrorAlert>}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          autoFocus
          required
          error={!!errors.email}
          helperText={errors.email?.message}
          {...muiRegister(register, 'email')}
        />
        <SubmitButton pending={mutation.isPending}>Enviar código</SubmitButton>
        <Link component={RouterLink} to="/login" sx={{ justifySelf: 'center' }}>
          Voltar para o login
        </Link>
      </Box>
    </AuthCard>
  );
}
