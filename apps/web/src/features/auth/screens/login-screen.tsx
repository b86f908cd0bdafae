import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Link } from '@mui/material';
import { TextInput } from '../../../components/text-input.tsx';
import type { LoginRequest } from '@lince/contracts/auth';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { setSession } from '../../../lib/session.ts';
import { muiRegister } from '../../../lib/forms.ts';
import { isChallenge, login, preloadLoginRequest } from '../api/login.ts';
import { saveChallenge } from '../lib/challenge-storage.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordField } from '../../../components/password-field.tsx';

/**
 * The login form checks only presence and e-mail shape with react-hook-form's own rules, so /login
 * loads no zod at all (its JavaScript budget is 188 kB gzipped); the API validates the request
 * with the contracts' LoginRequestSchema and answers in Portuguese anyway.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const RULES = {
  email: {
    required: 'Informe o e-mail.',
    pattern: { value: EMAIL_SHAPE, message: 'E-mail inválido.' },
    setValueAs: (value: string) => value.trim().toLowerCase(),
  },
  password: { required: 'Informe a senha.' },
} as const;

export default function LoginScreen() {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<LoginRequest>({
    defaultValues: { email: '', password: '' },
  });
  const mutation = useSubmit(async (values: LoginRequest) => {
    const response = await login(values);
    if (isChallenge(response)) {
      saveChallenge({ username: response.username, session: response.session });
      void navigate(`/new-password/${encodeURIComponent(response.username)}`, {
        state: { session: response.session },
      });
      return;
    }
    setSession(response);
    void navigate('/', { replace: true });
  });
  const { errors } = formState;

  return (
    <AuthCard title="Entrar" subtitle="Acesse sua conta para continuar suas diligências.">
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(mutation.submit)}
        onInput={preloadLoginRequest}
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
          {...muiRegister(register, 'email', RULES.email)}
        />
        <PasswordField
          label="Senha"
          autoComplete="current-password"
          required
          error={!!errors.password}
          helperText={errors.password?.message}
          {...muiRegister(register, 'password', RULES.password)}
        />
        <SubmitButton pending={mutation.isPending}>Entrar</SubmitButton>
        <Link component={RouterLink} to="/forgot-password" sx={{ justifySelf: 'center' }}>
          Esqueci minha senha
        </Link>
      </Box>
    </AuthCard>
  );
}
