import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DocumentWaiverSchema } from '@lince/contracts/documents';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';

type Values = z.input<typeof DocumentWaiverSchema>;

/** "Dispensar": a required document is waived with a justification (required). */
export function WaiveDialog({
  documentName,
  onClose,
  onSubmit,
}: {
  documentName: string;
  onClose: () => void;
  onSubmit: (justification: string) => Promise<unknown>;
}) {
  const form = useForm<Values, unknown, z.output<typeof DocumentWaiverSchema>>({
    resolver: zodResolver(DocumentWaiverSchema),
    defaultValues: { justification: '' },
  });
  return (
    <FormDialog
      form={form}
      onSubmit={(values) => onSubmit(values.justification)}
      onClose={onClose}
      title={`Dispensar ${documentName}`}
      submitLabel="Dispensar"
    >
      <FormTextField
        control={form.control}
        name="justification"
        label="Justificativa"
        required
        multiline
        minRows={3}
        autoFocus
        helperText="Por que este documento não é necessário nesta diligência."
      />
    </FormDialog>
  );
}
