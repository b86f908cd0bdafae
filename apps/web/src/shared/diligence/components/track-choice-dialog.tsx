import { MenuItem, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Diligence } from '@lince/contracts/diligences';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { publishedTracksQuery } from '../../tracks/api/list-published-tracks.ts';

const ChoiceSchema = z.object({ trackId: z.string().min(1, 'Escolha a trilha.') });
type Choice = z.infer<typeof ChoiceSchema>;

/**
 * "Escolher trilha" / "Trocar trilha" of a diligence: the company's published tracks (its own
 * track at its newest version included); what is missing is added to the checklists, and
 * nothing analysed, received or waived is removed.
 */
export function TrackChoiceDialog({
  diligence,
  onClose,
  onSubmit,
}: {
  diligence: Diligence;
  onClose: () => void;
  onSubmit: (trackId: string) => Promise<unknown>;
}) {
  const published = useQuery(publishedTracksQuery());
  const tracks = published.data ?? [];
  const form = useForm<Choice>({
    resolver: zodResolver(ChoiceSchema),
    values: {
      trackId: tracks.some((t) => t.trackId === diligence.trackId) ? diligence.trackId! : '',
    },
  });
  const current = diligence.track;
  const label = (t: (typeof tracks)[number]) =>
    t.trackId === current?.trackId
      ? t.version > current.version
        ? `${t.name} (atualizar da versão ${current.version} para a ${t.version})`
        : `${t.name} (versão ${t.version}, a atual)`
      : `${t.name} (versão ${t.version})`;
  return (
    <FormDialog
      form={form}
      onSubmit={(values) => onSubmit(values.trackId)}
      onClose={onClose}
      title={current ? 'Trocar a trilha da diligência' : 'Escolher a trilha da diligência'}
      submitLabel="Aplicar trilha"
    >
      <FormTextField
        control={form.control}
        name="trackId"
        select
        label="Trilha"
        required
        disabled={published.isPending}
        helperText={published.isError ? 'Não foi possível carregar as trilhas.' : undefined}
      >
        {tracks.map((t) => (
          <MenuItem key={t.trackId} value={t.trackId}>
            {label(t)}
          </MenuItem>
        ))}
      </FormTextField>
      <Typography variant="body2" color="text.secondary">
        Os documentos e verificações que a trilha exige e ainda faltam são incluídos em cada parte.
        Pendências intocadas que deixam de se aplicar são retiradas; nada que tenha arquivo, análise
        ou dispensa é apagado.
      </Typography>
    </FormDialog>
  );
}
