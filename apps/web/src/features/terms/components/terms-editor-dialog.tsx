import { Box, Paper, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { TermsDraftInputSchema, type TermsDraftInput } from '@lince/contracts/terms';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { MarkdownView } from './markdown-view.tsx';

/** Markdown editor of a draft with a live, sanitised preview. */
export function TermsEditorDialog({
  heading,
  initial,
  readOnly = false,
  onClose,
  onSubmit,
}: {
  heading: string;
  initial: TermsDraftInput;
  readOnly?: boolean;
  onClose: () => void;
  onSubmit: (values: TermsDraftInput) => Promise<unknown>;
}) {
  const form = useForm<TermsDraftInput>({
    resolver: zodResolver(TermsDraftInputSchema),
    values: initial,
  });
  const { control } = form;
  const text = useWatch({ control, name: 'text' });
  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={heading}
      maxWidth="lg"
      cancelLabel={readOnly ? 'Fechar' : 'Cancelar'}
      submitLabel={readOnly ? undefined : 'Salvar rascunho'}
    >
      <FormTextField control={control} name="title" label="Título" required disabled={readOnly} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="text"
          label="Texto (Markdown)"
          required
          multiline
          minRows={16}
          maxRows={28}
          disabled={readOnly}
          helperText='# Título, **negrito**, *itálico*, listas com "- ", [link](https://…). HTML é ignorado.'
          slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 14 } } }}
        />
        <Paper
          variant="outlined"
          sx={{ p: 2, maxHeight: 620, overflow: 'auto' }}
          aria-label="Pré-visualização"
          role="region"
        >
          <Typography variant="overline" color="text.secondary">
            Pré-visualização
          </Typography>
          <MarkdownView text={text ?? ''} />
        </Paper>
      </Box>
    </FormDialog>
  );
}
