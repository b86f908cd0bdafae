import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TrackInputSchema, type TrackListItem } from '@lince/contracts/tracks';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { copyName } from '../api/duplicate-track.ts';

const NameSchema = z.object({ name: TrackInputSchema.shape.name });
type Values = z.input<typeof NameSchema>;

/** "Duplicar": the name of the new draft (first "Cópia de …"), then the copy is created. */
export function DuplicateTrackDialog({
  track,
  onClose,
  onSubmit,
}: {
  track: TrackListItem;
  onClose: () => void;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const form = useForm<Values, unknown, z.output<typeof NameSchema>>({
    resolver: zodResolver(NameSchema),
    defaultValues: { name: copyName(track.name) },
  });
  return (
    <FormDialog
      form={form}
      onSubmit={(values) => onSubmit(values.name)}
      onClose={onClose}
      title={`Duplicar “${track.name}”`}
      submitLabel="Criar rascunho"
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Nome da nova trilha"
        required
        autoFocus
        helperText={`Um rascunho com as mesmas etapas, documentos e verificações da versão ${track.version}.`}
      />
    </FormDialog>
  );
}
