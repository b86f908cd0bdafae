import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, Link } from '@mui/material';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { muiRegister } from '../../../lib/forms.ts';
import { setSession } from '../../../lib/session.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { setNewPassword } from '../api/new-password.ts';
import { clearChallenge, readChallenge } from '../lib/challenge-storage.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { withNewPassword } from '../../../lib/new-password-schema.ts';

const NewPasswordFormSchema = withNewPassword({});
type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

export default function NewPasswordScreen() {
  const { username = '' } = useParams();
  const location = useLocation();
  const challengeSession =
    (location.state as { session?: string } | null)?.session ?? readChallenge(username)?.session;

  if (!challengeSession) {
    return (
      <AuthCard title="Primeiro acesso">
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          Para criar sua senha de primeiro acesso, entre com o e-mail e a senha temporária que você
          recebeu. Em seguida, você voltará a esta tela.
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth>
          Ir para o login
        </Button>
      </AuthCard>
    );
  }
  return <NewPasswordFormView username={username} session={challengeSession} />;
}

function NewPasswordFormView({ username, session }: { username: string; session: string }) {
  const navigate = useNavigate();
  const { control, register, handleSubmit, formState } = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const mutation = useSubmit(async ({ password: value }: NewPasswordForm) => {
    const user = await setNewPassword({ username, session, password: value });
    clearChallenge();
    setSession(user);
    showSnackbar({ text: 'Senha criada. Boas-vindas ao Lince!', color: 'success' });
    void navigate('/', { replace: true });
  });
  const { errors } = formState;

  return (
    <AuthCard
      title="Crie sua senha"
      subtitle={
        <>
          Primeiro acesso de <strong>{username}</strong>: troque a senha temporária por uma senha só
          sua.
        </>
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(mutation.submit)}
        sx={{ display: 'grid', gap: 2 }}
      >
        {mutation.isError && (
          <ErrorAlert>
            {getApiErrorMessage(mutation.error)}{' '}
            <Link component={RouterLink} to="/login">
              Entrar novamente
            </Link>
          </ErrorAlert>
        )}
        <NewPasswordFields
          password={muiRegister(register, 'password')}
          confirm={muiRegister(register, 'confirm')}
          value={password}
          errors={errors}
          autoFocus
        />
        <SubmitButton pending={mutation.isPending}>Salvar senha</SubmitButton>
      </Box>
    </AuthCard>
  );
}
