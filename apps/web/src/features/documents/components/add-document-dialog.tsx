import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DocumentCreateSchema } from '@lince/contracts/documents';
import type { EntityKind } from '@lince/contracts/entities';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { activeDocumentTypesQuery } from '../../../shared/documents/api/list-active-document-types.ts';

type Values = z.input<typeof DocumentCreateSchema>;

/** "Adicionar documento": an extra document of any active type that applies to the entity's kind. */
export function AddDocumentDialog({
  entityKind,
  onClose,
  onSubmit,
}: {
  entityKind: EntityKind;
  onClose: () => void;
  onSubmit: (documentTypeId: string) => Promise<unknown>;
}) {
  const types = useQuery(activeDocumentTypesQuery());
  const options = (types.data ?? [])
    .filter((t) => t.appliesTo === 'AMBOS' || t.appliesTo === entityKind)
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  const form = useForm<Values, unknown, z.output<typeof DocumentCreateSchema>>({
    resolver: zodResolver(DocumentCreateSchema),
    defaultValues: { documentTypeId: '' },
  });
  return (
    <FormDialog
      form={form}
      onSubmit={(values) => onSubmit(values.documentTypeId)}
      onClose={onClose}
      title="Adicionar documento"
      submitLabel="Adicionar"
    >
      <FormTextField
        control={form.control}
        name="documentTypeId"
        label="Tipo de documento"
        select
        required
        disabled={types.isPending}
        helperText={
          types.isError
            ? 'Não foi possível carregar os tipos de documento.'
            : 'O documento entra em "Documentos adicionais" e não é exigido.'
        }
      >
        {options.map((t) => (
          <MenuItem key={t._id} value={t._id}>
            {t.name}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialog>
  );
}
