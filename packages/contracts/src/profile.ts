import { z } from 'zod';
import { textSchema } from './fields.ts';
import { PASSWORD_MAX_LENGTH, PasswordSchema } from './auth.ts';
import { isValidCpf, normalizeCpf } from './br/cpf.ts';

export const ProfileNameSchema = textSchema('Nome', 'Informe o nome.')
  .trim()
  .min(2, 'Informe o nome (pelo menos 2 caracteres).')
  .max(120, 'O nome deve ter no máximo 120 caracteres.');

/** CPF with or without punctuation, kept as 11 digits; empty or null clears it. */
export const ProfileCpfSchema = z
  .union([textSchema('CPF', 'CPF inválido.').trim().max(20, 'CPF inválido.'), z.null()])
  .refine((value) => !value || isValidCpf(value), 'CPF inválido.')
  .transform((value) => (value ? normalizeCpf(value) : null));

/** `PATCH /v1/users/me`: the user's own name and CPF (company, role and e-mail are not theirs to change). */
export const UpdateProfileRequestSchema = z
  .strictObject({ name: ProfileNameSchema.optional(), cpf: ProfileCpfSchema.optional() })
  .refine((body) => body.name !== undefined || body.cpf !== undefined, {
    message: 'Informe o nome ou o CPF.',
  });
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

/** `POST /v1/users/me/password`. */
export const ChangePasswordRequestSchema = z.strictObject({
  currentPassword: textSchema('Senha atual', 'Informe a senha atual.')
    .min(1, 'Informe a senha atual.')
    .max(PASSWORD_MAX_LENGTH, 'Senha longa demais.'),
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** Avatars and logos: PNG or JPEG up to 2 MB, type checked by content. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** Side of the stored (square) avatar, in pixels, at most. */
export const AVATAR_SIZE = 512;
/** Largest side of the stored report logo, in pixels (proportions kept). */
export const LOGO_MAX_SIDE = 1024;
