import { Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CancelDiligenceSchema, type DiligenceListItem } from '@lince/contracts/diligences';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { submitWithFieldErrors } from '../../../lib/server-field-errors.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { invalidateDiligence } from '../../../shared/diligence/api/invalidate-diligence.ts';
import { cancelDiligence } from '../api/cancel-diligence.ts';

type FormInput = z.input<typeof CancelDiligenceSchema>;
type FormOutput = z.output<typeof CancelDiligenceSchema>;

/** Cancels a diligence, asking the reason (required, kept in its history). */
export function CancelDiligenceDialog({
  diligence,
  onClose,
}: {
  diligence: Pick<DiligenceListItem, '_id' | 'code' | 'title'>;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(CancelDiligenceSchema),
    defaultValues: { reason: '' },
  });
  const cancel = ({ reason }: FormOutput) =>
    submitWithFieldErrors(form.setError, { reason: 'reason' }, async () => {
      await cancelDiligence(diligence._id, reason);
      showSnackbar({ text: `Diligência ${diligence.code} cancelada.`, color: 'success' });
      await invalidateDiligence(queryClient, diligence._id);
      onClose();
    });
  return (
    <FormDialog
      form={form}
      onSubmit={cancel}
      onClose={onClose}
      title={`Cancelar a diligência ${diligence.code}?`}
      cancelLabel="Voltar"
      submitLabel="Cancelar diligência"
      maxWidth="xs"
    >
      <Typography variant="body2">
        “{diligence.title}” sai da lista e do quadro (continua visível com o filtro “Incluir
        canceladas”).
      </Typography>
      <FormTextField
        control={form.control}
        name="reason"
        label="Motivo do cancelamento"
        required
        autoFocus
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
