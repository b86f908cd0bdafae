import { Box, MenuItem, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  DOCUMENT_TYPE_APPLIES_TO,
  DOCUMENT_TYPE_APPLIES_TO_LABELS,
  DOCUMENT_TYPE_CATEGORIES,
  DOCUMENT_TYPE_CATEGORY_LABELS,
  DocumentTypeInputSchema,
  type DocumentType,
} from '@lince/contracts/document-types';
import { FormDialog } from '../../../components/form-dialog.tsx';

/** The form keeps the validity as text; empty means "no fixed validity". */
const FormSchema = DocumentTypeInputSchema.extend({
  validityDays: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{1,4}$/.test(v), 'Informe um número inteiro de dias.')
    .transform((v): number | null | undefined => (v === '' ? null : Number(v)))
    .pipe(DocumentTypeInputSchema.shape.validityDays),
});
type FormInput = z.input<typeof FormSchema>;
export type DocumentTypeFormOutput = z.output<typeof FormSchema>;

export function DocumentTypeDialog({
  documentType,
  onClose,
  onSubmit,
}: {
  documentType: DocumentType | null;
  onClose: () => void;
  onSubmit: (values: DocumentTypeFormOutput) => Promise<unknown>;
}) {
  const form = useForm<FormInput, unknown, DocumentTypeFormOutput>({
    resolver: zodResolver(FormSchema),
    values: {
      name: documentType?.name ?? '',
      category: documentType?.category ?? 'CERTIDAO',
      appliesTo: documentType?.appliesTo ?? 'AMBOS',
      issuer: documentType?.issuer ?? '',
      validityDays: documentType?.validityDays != null ? String(documentType.validityDays) : '',
      instructions: documentType?.instructions ?? '',
    },
  });
  const { control } = form;
  const text = (
    name: 'name' | 'issuer' | 'validityDays' | 'instructions',
    label: string,
    extra: object = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          inputRef={field.ref}
          label={label}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          {...extra}
        />
      )}
    />
  );
  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={documentType ? 'Editar tipo de documento' : 'Novo tipo de documento'}
      submitLabel="Salvar"
    >
      {text('name', 'Nome', { required: true, autoFocus: true })}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <TextField select label="Categoria" required {...field} inputRef={field.ref}>
              {DOCUMENT_TYPE_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {DOCUMENT_TYPE_CATEGORY_LABELS[c]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="appliesTo"
          render={({ field }) => (
            <TextField select label="Aplica-se a" required {...field} inputRef={field.ref}>
              {DOCUMENT_TYPE_APPLIES_TO.map((a) => (
                <MenuItem key={a} value={a}>
                  {DOCUMENT_TYPE_APPLIES_TO_LABELS[a]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      {text('issuer', 'Órgão emissor')}
      {text('validityDays', 'Validade usual (dias)', { inputMode: 'numeric' })}
      {text('instructions', 'Instruções', { multiline: true, minRows: 3 })}
    </FormDialog>
  );
}
