import { DialogContentText } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DILIGENCE_STATUS_LABELS, ReopenReasonSchema } from '@lince/contracts/diligences';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import type { MoveRequest } from './use-kanban-move.ts';

type FormInput = z.input<typeof ReopenReasonSchema>;
type FormOutput = z.output<typeof ReopenReasonSchema>;

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
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ReopenReasonSchema),
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
      <FormTextField
        control={form.control}
        name="reason"
        label="Motivo"
        required
        autoFocus
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
