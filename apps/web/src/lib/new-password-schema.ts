import { PasswordSchema } from '@lince/contracts';
import { z } from 'zod';

export const CONFIRM_PASSWORD_MESSAGE = 'Confirme a nova senha.';
export const PASSWORD_MISMATCH_MESSAGE = 'As senhas não coincidem.';

/**
 * A form that sets a password: its other fields, then `password` (the contracts' rules) and
 * `confirm`, which must match it (the error shows under the confirmation).
 */
export function withNewPassword<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object({
      ...shape,
      password: PasswordSchema,
      confirm: z.string().min(1, CONFIRM_PASSWORD_MESSAGE),
    })
    .refine((v) => matches(v as { password: string; confirm: string }), {
      path: ['confirm'],
      message: PASSWORD_MISMATCH_MESSAGE,
    });
}

const matches = ({ password, confirm }: { password: string; confirm: string }) =>
  password === confirm;
