import type { FieldError } from 'react-hook-form';
import type { muiRegister } from '../lib/forms.ts';
import { PasswordField } from './password-field.tsx';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

type RegisteredField = ReturnType<typeof muiRegister>;

/**
 * "Nova senha" with its strength meter, then "Confirmar nova senha": the block every form that
 * sets a password shows (first access, reset, profile). The form registers both fields with its
 * own validation; `value` is the watched new password.
 */
export function NewPasswordFields({
  password,
  confirm,
  value,
  errors,
  autoFocus,
}: {
  password: RegisteredField;
  confirm: RegisteredField;
  value: string;
  errors: { password?: FieldError | undefined; confirm?: FieldError | undefined };
  autoFocus?: boolean;
}) {
  return (
    <>
      <PasswordField
        label="Nova senha"
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        error={!!errors.password}
        helperText={errors.password?.message}
        {...password}
      />
      <PasswordStrengthMeter password={value} />
      <PasswordField
        label="Confirmar nova senha"
        autoComplete="new-password"
        required
        error={!!errors.confirm}
        helperText={errors.confirm?.message}
        {...confirm}
      />
    </>
  );
}
