import { Box, MenuItem } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FindingCreateSchema, type Finding } from '@lince/contracts/findings';
import { FINDING_SEVERITIES, FINDING_SEVERITY_LABELS } from '@lince/contracts/workspace';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { submitWithFieldErrors } from '../../lib/server-field-errors.ts';

/** What a screen proposes for a new finding (a POSITIVA certidão, a REPROVADO document…). */
export interface FindingProposal {
  title?: string;
  description?: string;
  severity?: Finding['severity'];
  recommendation?: string;
}

/** An entity the finding may be about (the overview lets the analyst choose). */
export interface FindingEntityOption {
  _id: string;
  name: string;
}

const FormSchema = FindingCreateSchema.pick({
  title: true,
  description: true,
  severity: true,
  recommendation: true,
}).extend({
  /** The entity the finding is about; '' for the diligence itself. */
  about: z.string(),
});
type FormInput = z.input<typeof FormSchema>;
export type FindingFormValues = z.output<typeof FormSchema>;

export interface FindingDialogProps {
  /** The finding edited; null for a new one. */
  finding: Finding | null;
  /** Prefilled values of a new finding. */
  proposal?: FindingProposal | null | undefined;
  /** When given (and creating), a "Sobre" select: the diligence or one of these entities. */
  entityOptions?: FindingEntityOption[] | undefined;
  onSubmit: (values: FindingFormValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Records or edits a finding: title, severity, description and recommendation, validated by the
 * contracts' schema; the server's field messages land on the fields.
 */
export function FindingDialog({
  finding,
  proposal,
  entityOptions,
  onSubmit,
  onClose,
}: FindingDialogProps) {
  const form = useForm<FormInput, unknown, FindingFormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      title: finding?.title ?? proposal?.title ?? '',
      severity: finding?.severity ?? proposal?.severity ?? ('' as never),
      description: finding?.description ?? proposal?.description ?? '',
      recommendation: finding?.recommendation ?? proposal?.recommendation ?? '',
      about: '',
    },
  });
  const { control, setError } = form;
  const choosing = !finding && !!entityOptions;
  return (
    <FormDialog
      form={form}
      title={finding ? 'Editar apontamento' : 'Novo apontamento'}
      submitLabel={finding ? 'Salvar' : 'Registrar apontamento'}
      onClose={onClose}
      onSubmit={(values) =>
        submitWithFieldErrors(
          setError,
          {
            title: 'title',
            severity: 'severity',
            description: 'description',
            recommendation: 'recommendation',
            entityId: 'about',
          },
          () => onSubmit(values),
        )
      }
    >
      <FormTextField control={control} name="title" label="Título" required autoFocus />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: choosing ? '1fr 1fr' : '1fr' } }}
      >
        <FormTextField control={control} name="severity" select label="Gravidade" required>
          {FINDING_SEVERITIES.map((s) => (
            <MenuItem key={s} value={s}>
              {FINDING_SEVERITY_LABELS[s]}
            </MenuItem>
          ))}
        </FormTextField>
        {choosing && (
          <FormTextField
            control={control}
            name="about"
            select
            label="Sobre"
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">A diligência</MenuItem>
            {entityOptions.map((e) => (
              <MenuItem key={e._id} value={e._id}>
                {e.name}
              </MenuItem>
            ))}
          </FormTextField>
        )}
      </Box>
      <FormTextField control={control} name="description" label="Descrição" multiline minRows={3} />
      <FormTextField
        control={control}
        name="recommendation"
        label="Recomendação"
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
