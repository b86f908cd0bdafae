import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ScreeningDecisionSchema, type ScreeningHit } from '@lince/contracts/screening';
import { RESTRICTIVE_LIST_SHORT_LABELS } from '@lince/contracts/restrictive-lists';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';

type Values = z.input<typeof ScreeningDecisionSchema>;
type Status = 'CONFIRMADA' | 'DESCARTADA';

/**
 * "Confirmar" (proposes a finding; a note is optional) or "Descartar" (the justification is
 * required: the API refuses a discard without one).
 */
export function DecisionDialog({
  hit,
  status,
  onClose,
  onSubmit,
}: {
  hit: ScreeningHit;
  status: Status;
  onClose: () => void;
  onSubmit: (values: z.output<typeof ScreeningDecisionSchema>) => Promise<unknown>;
}) {
  const form = useForm<Values, unknown, z.output<typeof ScreeningDecisionSchema>>({
    resolver: zodResolver(ScreeningDecisionSchema),
    defaultValues: { status, justification: '' },
  });
  const discard = status === 'DESCARTADA';
  const list = RESTRICTIVE_LIST_SHORT_LABELS[hit.list];
  return (
    <FormDialog
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={discard ? `Descartar ocorrência (${list})` : `Confirmar ocorrência (${list})`}
      submitLabel={discard ? 'Descartar' : 'Confirmar'}
    >
      <Typography variant="body2">
        {hit.record.name}
        {discard
          ? ': a ocorrência deixa de contar como aberta; a justificativa fica registrada.'
          : ': um apontamento é registrado na parte com a gravidade sugerida.'}
      </Typography>
      <FormTextField
        control={form.control}
        name="justification"
        label={discard ? 'Justificativa' : 'Observação (opcional)'}
        required={discard}
        multiline
        minRows={3}
        autoFocus
        helperText={
          discard
            ? 'Por que o registro não é desta parte (homônimo, outro documento…).'
            : 'Vai para a descrição do apontamento.'
        }
      />
    </FormDialog>
  );
}
