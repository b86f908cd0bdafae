import { TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmailSchema } from '@lince/contracts/auth';
import { formatCpf } from '@lince/contracts/br/cpf';
import { ROLE_LABELS, ROLES, type Role } from '@lince/contracts/roles';
import { OptionalCpfSchema, UserCreateSchema, type User } from '@lince/contracts/users';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField, optionItems } from '../../../components/form-text-field.tsx';
import { CompanyPicker, type CompanyOption } from './company-picker.tsx';

const UserFormSchema = z.object({
  name: UserCreateSchema.shape.name,
  email: EmailSchema,
  cpf: OptionalCpfSchema,
  role: UserCreateSchema.shape.role,
  company: z
    .object(
      { _id: z.string(), name: z.string(), cnpj: z.string() },
      { error: 'Escolha a empresa.' },
    )
    .nullable()
    .refine((v) => v !== null, 'Escolha a empresa.'),
});
type UserFormInput = z.input<typeof UserFormSchema>;
export type UserFormOutput = z.output<typeof UserFormSchema>;

export interface UserDialogProps {
  user: User | null;
  /** The signed-in user: their own role and company are read-only. */
  selfId: string;
  /** The roles the signed-in user may give (a LINCE_DEFAULT may not give LINCE_ADMIN). */
  roles: readonly Role[];
  onClose: () => void;
  onSubmit: (values: UserFormOutput) => Promise<unknown>;
}

/** Create (invitation) or edit a user: name, e-mail (on creation), CPF, role and company. */
export function UserDialog({ user, selfId, roles, onClose, onSubmit }: UserDialogProps) {
  const self = user?._id === selfId;
  // The user's own role stays listed, so the field can show it.
  const offered = ROLES.filter((r) => roles.includes(r) || r === user?.role);
  const form = useForm<UserFormInput, unknown, UserFormOutput>({
    resolver: zodResolver(UserFormSchema),
    values: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      cpf: user?.cpf ? formatCpf(user.cpf) : '',
      role: user?.role ?? 'DEFAULT',
      company: user ? user.company : null,
    },
  });
  const { control } = form;
  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={user ? 'Editar usuário' : 'Novo usuário'}
      submitLabel={user ? 'Salvar' : 'Criar e enviar convite'}
    >
      <FormTextField control={control} name="name" label="Nome" required autoFocus />
      <FormTextField
        control={control}
        name="email"
        label="E-mail"
        type="email"
        required
        disabled={!!user}
        helperText={
          user
            ? 'O e-mail é o nome de acesso e não muda.'
            : 'O convite com a senha temporária vai para este e-mail.'
        }
      />
      <FormTextField control={control} name="cpf" mask="cpf" label="CPF" helperText="Opcional." />
      <FormTextField
        control={control}
        name="role"
        select
        label="Perfil"
        required
        disabled={self}
        helperText={self ? 'Você não pode alterar o seu próprio perfil.' : undefined}
      >
        {optionItems(offered, ROLE_LABELS)}
      </FormTextField>
      {self ? (
        <TextField
          label="Empresa"
          value={user?.company.name ?? ''}
          disabled
          helperText="Você não pode alterar a sua própria empresa."
        />
      ) : (
        <Controller
          control={control}
          name="company"
          render={({ field, fieldState }) => (
            <CompanyPicker
              label="Empresa"
              required
              value={field.value as CompanyOption | null}
              onChange={field.onChange}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    </FormDialog>
  );
}
