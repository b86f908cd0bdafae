import { z } from 'zod';
import { idFilterSchema, idSchema, textSchema } from './fields.ts';
import { EmailSchema } from './auth.ts';
import { isValidCpf, normalizeCpf } from './br/cpf.ts';
import { PageQuerySchema, QueryBooleanSchema, pageOf, sortSchema } from './pagination.ts';
import { ROLES } from './roles.ts';

export const OWN_ROLE_MESSAGE = 'Você não pode alterar o seu próprio perfil de acesso.';
export const OWN_COMPANY_MESSAGE = 'Você não pode alterar a sua própria empresa.';
export const OWN_DEACTIVATION_MESSAGE = 'Você não pode desativar a sua própria conta.';

/** What only a LINCE_ADMIN may do to a LINCE_ADMIN (or to make one): the 403 message of each. */
export const LINCE_ADMIN_ONLY_MESSAGES = {
  create: 'Só um Administrador Lince pode criar um Administrador Lince.',
  promote: 'Só um Administrador Lince pode dar o perfil Administrador Lince.',
  edit: 'Só um Administrador Lince pode alterar um Administrador Lince.',
  deactivate: 'Só um Administrador Lince pode desativar um Administrador Lince.',
  activate: 'Só um Administrador Lince pode reativar um Administrador Lince.',
  resend: 'Só um Administrador Lince pode reenviar o convite de um Administrador Lince.',
} as const;
export const LAST_LINCE_ADMIN_MESSAGE =
  'O Lince precisa de pelo menos um Administrador Lince ativo: nomeie outro antes.';

/** Optional CPF: empty means none; otherwise valid check digits, kept as 11 digits. */
export const OptionalCpfSchema = textSchema('CPF', 'CPF inválido.')
  .trim()
  .max(20, 'CPF inválido.')
  .nullish()
  .refine((v) => !v || isValidCpf(v), 'CPF inválido.')
  .transform((v) => (v ? normalizeCpf(v) : null));

const NameSchema = textSchema('Nome', 'Informe o nome.')
  .trim()
  .min(2, 'Informe o nome (ao menos 2 caracteres).')
  .max(120, 'Nome longo demais (máximo 120 caracteres).');

export const UserCreateSchema = z.strictObject({
  name: NameSchema,
  email: EmailSchema,
  cpf: OptionalCpfSchema,
  role: z.enum(ROLES, { error: 'Escolha o perfil.' }),
  companyId: idSchema('Empresa', 'Escolha a empresa.'),
});
export type UserCreate = z.input<typeof UserCreateSchema>;

export const UserUpdateSchema = z.strictObject({
  name: NameSchema.optional(),
  cpf: OptionalCpfSchema.optional(),
  role: z.enum(ROLES, { error: 'Perfil inválido.' }).optional(),
  companyId: idSchema('Empresa', 'Escolha a empresa.').optional(),
});
export type UserUpdate = z.input<typeof UserUpdateSchema>;

export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  cpf: z.string().nullable(),
  role: z.enum(ROLES),
  active: z.boolean(),
  /** Still on the temporary password of the invitation. */
  pendingInvitation: z.boolean(),
  company: z.object({ _id: z.string(), name: z.string(), cnpj: z.string(), active: z.boolean() }),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const USER_SORT_FIELDS = ['name', 'email', 'role', 'createdAt', 'lastLoginAt'] as const;
export const UserListQuerySchema = PageQuerySchema.extend({
  companyId: idFilterSchema('Empresa'),
  role: z.enum(ROLES, { error: 'Perfil inválido.' }).optional(),
  active: QueryBooleanSchema.optional(),
  sort: sortSchema(USER_SORT_FIELDS, 'name'),
});
export type UserListQuery = z.input<typeof UserListQuerySchema>;
export const UserPageSchema = pageOf(UserSchema);
