import { PasswordSchema } from '@lince/contracts';
import { z } from 'zod';
import {
  CONFIRM_PASSWORD_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
} from '../components/new-password-fields.tsx';

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
