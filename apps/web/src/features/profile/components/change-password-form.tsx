import { useForm, useWatch } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { getApiErrorMessage } from '../../../lib/api-error.ts';
import { muiRegister } from '../../../lib/forms.ts';
import {
  CONFIRM_PASSWORD_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
} from '../../../lib/new-password-schema.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useSubmit } from '../../../lib/use-submit.ts';
import { changePassword } from '../api/change-password.ts';

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

const EMPTY: PasswordForm = { currentPassword: '', newPassword: '', confirm: '' };

/** Change the own password: current password, new one (strength meter) and confirmation. */
export function ChangePasswordForm() {
  const { control, register, handleSubmit, formState, reset } = useForm<PasswordForm>({
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const submission = useSubmit(async ({ currentPassword, newPassword: next }: PasswordForm) => {
    await changePassword({ currentPassword, newPassword: next });
    reset(EMPTY);
    showSnackbar({
      text: 'Senha alterada. As suas outras sessões foram encerradas.',
      color: 'success',
    });
  });
  const { errors } = formState;

  return (
    <Box component="section" aria-labelledby="senha-titulo">
      <Typography id="senha-titulo" variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
        Alterar senha
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(submission.submit)}
        sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
      >
        {submission.isError && <ErrorAlert>{getApiErrorMessage(submission.error)}</ErrorAlert>}
        <PasswordField
          label="Senha atual"
          autoComplete="current-password"
          required
          error={!!errors.currentPassword}
          helperText={errors.currentPassword?.message}
          {...muiRegister(register, 'currentPassword', { required: 'Informe a senha atual.' })}
        />
        <NewPasswordFields
          password={muiRegister(register, 'newPassword', {
            required: 'Informe a nova senha.',
            minLength: { value: 8, message: 'A senha deve ter pelo menos 8 caracteres.' },
            maxLength: { value: 128, message: 'A senha deve ter no máximo 128 caracteres.' },
          })}
          confirm={muiRegister(register, 'confirm', {
            required: CONFIRM_PASSWORD_MESSAGE,
            validate: (value, values) => value === values.newPassword || PASSWORD_MISMATCH_MESSAGE,
          })}
          value={newPassword}
          errors={{ password: errors.newPassword, confirm: errors.confirm }}
        />
        <Box>
          <SubmitButton pending={submission.isPending} size="medium">
            Alterar senha
          </SubmitButton>
        </Box>
      </Box>
    </Box>
  );
}
