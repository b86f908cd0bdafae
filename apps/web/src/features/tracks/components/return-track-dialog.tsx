import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TrackReturnSchema } from '@lince/contracts/tracks';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';

type Values = z.input<typeof TrackReturnSchema>;

/** "Devolver para ajustes": the comment the author reads (required). */
export function ReturnTrackDialog({
  subject,
  onClose,
  onSubmit,
}: {
  subject: string;
  onClose: () => void;
  onSubmit: (comment: string) => Promise<unknown>;
}) {
  const form = useForm<Values, unknown, z.output<typeof TrackReturnSchema>>({
    resolver: zodResolver(TrackReturnSchema),
    defaultValues: { comment: '' },
  });
  return (
    <FormDialog
      form={form}
      onSubmit={(values) => onSubmit(values.comment)}
      onClose={onClose}
      title={`Devolver ${subject}`}
      submitLabel="Devolver para ajustes"
    >
      <FormTextField
        control={form.control}
        name="comment"
        label="Comentário para o autor"
        required
        multiline
        minRows={3}
        autoFocus
        helperText="O que precisa ser ajustado antes da publicação."
      />
    </FormDialog>
  );
}
