import { DialogContentText, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  DILIGENCE_STATUS_LABELS,
  REOPEN_REASON_REQUIRED_MESSAGE,
} from '@lince/contracts/diligences';
import { FormDialog } from '../../../components/form-dialog.tsx';
import type { MoveRequest } from './use-kanban-move.ts';

const ReasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, REOPEN_REASON_REQUIRED_MESSAGE)
    .max(1000, 'Motivo longo demais (máximo 1000 caracteres).'),
});
type ReasonForm = z.infer<typeof ReasonSchema>;

/** An ADMIN takes a diligence out of Concluída/Cancelada: the reason goes with the move. */
export function ReopenDialog({
  move,
  onConfirm,
  onClose,
}: {
  move: MoveRequest;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const form = useForm<ReasonForm>({
    resolver: zodResolver(ReasonSchema),
    defaultValues: { reason: '' },
  });
  const { card, to } = move;
  return (
    <FormDialog
      form={form}
      onSubmit={async ({ reason }) => onConfirm(reason)}
      onClose={onClose}
      title={`Tirar ${card.code} de ${DILIGENCE_STATUS_LABELS[card.status]}`}
      submitLabel={`Mover para ${DILIGENCE_STATUS_LABELS[to]}`}
    >
      <DialogContentText>
        {card.title} sairá de {DILIGENCE_STATUS_LABELS[card.status]} e irá para{' '}
        {DILIGENCE_STATUS_LABELS[to]}. O motivo fica registrado na atividade da diligência.
      </DialogContentText>
      <Controller
        control={form.control}
        name="reason"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label="Motivo"
            required
            autoFocus
            multiline
            minRows={2}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        )}
      />
    </FormDialog>
  );
}
