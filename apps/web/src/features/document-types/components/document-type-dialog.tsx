import { Box } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
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
import { FormTextField, optionItems } from '../../../components/form-text-field.tsx';

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
  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={documentType ? 'Editar tipo de documento' : 'Novo tipo de documento'}
      submitLabel="Salvar"
    >
      <FormTextField control={control} name="name" label="Nome" required autoFocus />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="category" select label="Categoria" required>
          {optionItems(DOCUMENT_TYPE_CATEGORIES, DOCUMENT_TYPE_CATEGORY_LABELS)}
        </FormTextField>
        <FormTextField control={control} name="appliesTo" select label="Aplica-se a" required>
          {optionItems(DOCUMENT_TYPE_APPLIES_TO, DOCUMENT_TYPE_APPLIES_TO_LABELS)}
        </FormTextField>
      </Box>
      <FormTextField control={control} name="issuer" label="Órgão emissor" />
      <FormTextField
        control={control}
        name="validityDays"
        label="Validade usual (dias)"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField
        control={control}
        name="instructions"
        label="Instruções"
        multiline
        minRows={3}
      />
    </FormDialog>
  );
}
