import { Box, Paper, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { TermsDraftInputSchema, type TermsDraftInput } from '@lince/contracts/terms';
import { FormDialog } from '../../../components/form-dialog.tsx';
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
      <Controller
        control={control}
        name="title"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label="Título"
            required
            disabled={readOnly}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <Controller
          control={control}
          name="text"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label="Texto (Markdown)"
              required
              multiline
              minRows={16}
              maxRows={28}
              disabled={readOnly}
              error={!!fieldState.error}
              helperText={
                fieldState.error?.message ??
                '# Título, **negrito**, *itálico*, listas com "- ", [link](https://…). HTML é ignorado.'
              }
              slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 14 } } }}
            />
          )}
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
