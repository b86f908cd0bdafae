import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { REPORT_TEMPLATE_NAME_MAX, ReportTemplateRequestSchema } from '@lince/contracts/reports';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';

const NameSchema = z.object({ name: ReportTemplateRequestSchema.shape.name });
type NameForm = z.infer<typeof NameSchema>;

/** Asks a template's name (new or renamed), validated by the contract's schema. */
export function TemplateNameDialog({
  title,
  initialName,
  onSubmit,
  onClose,
}: {
  title: string;
  initialName: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<NameForm>({
    resolver: zodResolver(NameSchema),
    defaultValues: { name: initialName },
  });
  return (
    <FormDialog
      form={form}
      title={title}
      submitLabel="Salvar"
      onClose={onClose}
      onSubmit={({ name }) => onSubmit(name)}
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Nome do modelo"
        autoFocus
        required
        slotProps={{ htmlInput: { maxLength: REPORT_TEMPLATE_NAME_MAX } }}
        helperText="O modelo guarda as seções, a ordem e os blocos de texto; vale para qualquer diligência."
      />
    </FormDialog>
  );
}
