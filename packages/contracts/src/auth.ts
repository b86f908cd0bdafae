import { z } from 'zod';
import { textSchema } from './fields.ts';
import { ROLES } from './roles.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const EmailSchema = textSchema('E-mail', 'Informe o e-mail.')
  .trim()
  .min(1, 'Informe o e-mail.')
  .max(254, 'E-mail longo demais.')
  .pipe(z.email({ error: 'E-mail inválido.' }))
  .transform((v) => v.toLowerCase());

export const PasswordSchema = textSchema('Senha', 'Informe a senha.')
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);

export const LoginRequestSchema = z.strictObject({
  email: EmailSchema,
  password: textSchema('Senha', 'Informe a senha.')
    .min(1, 'Informe a senha.')
    .max(PASSWORD_MAX_LENGTH, 'Senha longa demais.'),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** The session user, kept in local storage under `auth`. */
export const SessionUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  avatar: z.string().nullable(),
  company: z.object({ _id: z.string(), name: z.string(), cnpj: z.string() }),
  role: z.enum(ROLES),
  createdAt: z.string(),
  AccessToken: z.string(),
  RefreshToken: z.string(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const MeSchema = SessionUserSchema.omit({ AccessToken: true, RefreshToken: true });
export type Me = z.infer<typeof MeSchema>;

/** Answer to a login with a temporary password: the client goes to /new-password/{username}. */
export const NewPasswordChallengeSchema = z.object({
  challenge: z.literal('NEW_PASSWORD_REQUIRED'),
  username: z.string(),
  session: z.string(),
});
export type NewPasswordChallenge = z.infer<typeof NewPasswordChallengeSchema>;

export const LoginResponseSchema = z.union([SessionUserSchema, NewPasswordChallengeSchema]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** A renewal rotates the refresh token: the client keeps both tokens of the answer. */
export const RenewResponseSchema = z.object({ AccessToken: z.string(), RefreshToken: z.string() });
export type RenewResponse = z.infer<typeof RenewResponseSchema>;

export const ForgotPasswordRequestSchema = z.strictObject({ email: EmailSchema });
export const FORGOT_PASSWORD_MESSAGE = 'Se o e-mail estiver cadastrado, enviaremos um código.';
export const ForgotPasswordResponseSchema = z.object({ message: z.string() });

export const ResetPasswordRequestSchema = z.strictObject({
  username: EmailSchema,
  code: z.string({ error: 'Informe o código.' }).regex(/^\d{6}$/, 'O código tem 6 dígitos.'),
  password: PasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const NewPasswordRequestSchema = z.strictObject({
  username: EmailSchema,
  session: textSchema('Sessão').min(1, 'Sessão inválida.').max(2048, 'Sessão inválida.'),
  password: PasswordSchema,
});
export type NewPasswordRequest = z.infer<typeof NewPasswordRequestSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
