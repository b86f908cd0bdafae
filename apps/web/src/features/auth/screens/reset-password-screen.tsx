import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { Alert, Box, Link } from '@mui/material';
import { FORGOT_PASSWORD_MESSAGE } from '@lince/contracts';
import { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { muiRegister } from '../../../lib/forms.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { MaskedTextField } from '../../../components/masked-text-field.tsx';
import { resetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { withNewPassword } from '../../../lib/new-password-schema.ts';

const ResetFormSchema = withNewPassword({
  code: z.string().regex(/^\d{6}$/, 'Informe os 6 dígitos do código.'),
});
type ResetForm = z.infer<typeof ResetFormSchema>;

export default function ResetPasswordScreen() {
  const { username = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const sentMessage = (location.state as { message?: string } | null)?.message;
  const { control, register, handleSubmit, formState } = useForm<ResetForm>({
    resolver: zodResolver(ResetFormSchema),
    defaultValues: { code: '', password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const mutation = useSubmit(async ({ code, password: value }: ResetForm) => {
    await resetPassword({ username, code, password: value });
    showSnackbar({ text: 'Senha redefinida. Entre com a nova senha.', color: 'success' });
    void navigate('/login', { replace: true });
  });
  const { errors } = formState;

  return (
    <AuthCard
      title="Redefinir senha"
      subtitle={
        <>
          Digite o código de 6 dígitos enviado para <strong>{username}</strong> e escolha uma nova
          senha.
        </>
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(mutation.submit)}
        sx={{ display: 'grid', gap: 2 }}
      >
        {sentMessage !== undefined && !mutation.isError && (
          <Alert severity="info" role="status">
            {sentMessage || FORGOT_PASSWORD_MESSAGE}
          </Alert>
        )}
        {mutation.isError && <ErrorAlert>{getApiErrorMessage(mutation.error)}</ErrorAlert>}
        <Controller
          control={control}
          name="code"
          render={({ field, fieldState }) => (
            <MaskedTextField
              mask="code6"
              label="Código"
              autoComplete="one-time-code"
              autoFocus
              name={field.name}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? 'O código vale por 15 minutos.'}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-required': true } }}
            />
          )}
        />
        <NewPasswordFields
          password={muiRegister(register, 'password')}
          confirm={muiRegister(register, 'confirm')}
          value={password}
          errors={errors}
        />
        <SubmitButton pending={mutation.isPending}>Redefinir senha</SubmitButton>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to="/forgot-password">
            Reenviar código
          </Link>
          <Link component={RouterLink} to="/login">
            Voltar para o login
          </Link>
        </Box>
      </Box>
    </AuthCard>
  );
}
