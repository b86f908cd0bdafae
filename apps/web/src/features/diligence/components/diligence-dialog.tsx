import {
  Box,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Switch,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import {
  DILIGENCE_PURPOSES,
  DILIGENCE_PURPOSE_LABELS,
  PRIORITIES,
  PRIORITY_LABELS,
  type Diligence,
  type UserRef,
} from '@lince/contracts/diligences';
import {
  ENTITY_KINDS,
  ENTITY_KIND_LABELS,
  ENTITY_ROLES,
  ENTITY_ROLE_LABELS,
} from '@lince/contracts/entities';
import { FormDateField } from '../../../components/form-date-field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField, optionItems } from '../../../components/form-text-field.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { submitWithFieldErrors } from '../../../lib/server-field-errors.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useSession } from '../../../lib/use-session.ts';
import { diligenceKey, diligenceQuery } from '../../../shared/diligence/api/get-diligence.ts';
import { diligenceListingsKey } from '../../../shared/diligence/api/diligence-listings.ts';
import { createDiligence } from '../api/create-diligence.ts';
import { updateDiligence } from '../api/update-diligence.ts';
import {
  bodyOf,
  DiligenceFormSchema,
  initialValues,
  SERVER_FIELDS,
  type FormInput,
  type FormOutput,
} from './diligence-form.ts';
import { PersonPicker } from '../../../shared/diligence/components/person-picker.tsx';
import { TrackField } from './track-field.tsx';

export interface DiligenceDialogProps {
  /** The diligence to edit; without it, a new one is created. */
  diligenceId?: string;
  onClose: () => void;
  /** After the save, once `onClose` has closed the dialog (so it may navigate elsewhere). */
  onSaved?: (diligence: Diligence) => void;
}

/**
 * Creates a diligence (optionally with its first entity) or edits one: title, purpose,
 * description, owner, team, due date and priority. Loads the diligence first when editing.
 */
export function DiligenceDialog({ diligenceId, onClose, onSaved }: DiligenceDialogProps) {
  if (diligenceId === undefined)
    return <DiligenceForm diligence={null} onClose={onClose} onSaved={onSaved} />;
  return <EditDiligenceDialog id={diligenceId} onClose={onClose} onSaved={onSaved} />;
}

/** Loads the diligence (team and description are not in the list), then its form. */
function EditDiligenceDialog({
  id,
  onClose,
  onSaved,
}: { id: string } & Omit<DiligenceDialogProps, 'diligenceId'>) {
  const query = useQuery(diligenceQuery(id));
  const titleId = useId();
  if (query.data)
    return <DiligenceForm diligence={query.data} onClose={onClose} onSaved={onSaved} />;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Editar diligência</DialogTitle>
      <DialogContent sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 4 }}>
        {query.isError ? (
          <RetryAlert error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <CircularProgress aria-label="Carregando a diligência" />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DiligenceForm({
  diligence,
  onClose,
  onSaved,
}: {
  diligence: Diligence | null;
  onClose: () => void;
  onSaved?: (diligence: Diligence) => void;
}) {
  const session = useSession();
  const queryClient = useQueryClient();
  const self = session ? { _id: session._id, name: session.name, avatar: session.avatar } : null;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(DiligenceFormSchema),
    defaultValues: initialValues(diligence, self),
  });
  const { control } = form;
  const creating = diligence === null;

  const save = (values: FormOutput) =>
    submitWithFieldErrors(form.setError, SERVER_FIELDS, async () => {
      const body = bodyOf(values, creating);
      const saved = creating
        ? await createDiligence(body)
        : await updateDiligence(diligence._id, body);
      showSnackbar({
        text: creating
          ? `Diligência ${saved.code} criada.`
          : `Diligência ${saved.code} atualizada.`,
        color: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: diligenceListingsKey() });
      queryClient.setQueryData(diligenceKey(saved._id), saved);
      onClose();
      onSaved?.(saved);
    });

  return (
    <FormDialog
      form={form}
      onSubmit={save}
      onClose={onClose}
      title={creating ? 'Nova diligência' : `Editar diligência ${diligence.code}`}
      submitLabel={creating ? 'Criar diligência' : 'Salvar'}
      maxWidth="md"
    >
      <FormTextField control={control} name="title" label="Título" required autoFocus />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="purpose" select label="Finalidade" required>
          {optionItems(DILIGENCE_PURPOSES, DILIGENCE_PURPOSE_LABELS)}
        </FormTextField>
        <FormTextField control={control} name="priority" select label="Prioridade" required>
          {optionItems(PRIORITIES, PRIORITY_LABELS)}
        </FormTextField>
        <Controller
          control={control}
          name="owner"
          render={({ field, fieldState }) => (
            <PersonPicker
              label="Responsável"
              required
              value={field.value as UserRef | null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            />
          )}
        />
        <FormDateField control={control} name="dueDate" label="Prazo" helperText="Opcional." />
      </Box>
      {creating && (
        <TrackField control={control} setValue={form.setValue} getFieldState={form.getFieldState} />
      )}
      <Controller
        control={control}
        name="team"
        render={({ field, fieldState }) => (
          <PersonPicker
            multiple
            label="Equipe"
            value={field.value as UserRef[]}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={!!fieldState.error}
            helperText={
              fieldState.error?.message ?? 'Quem trabalha na diligência além do responsável.'
            }
          />
        )}
      />
      <FormTextField control={control} name="description" label="Descrição" multiline minRows={2} />
      {creating && <FirstEntityFields control={control} />}
    </FormDialog>
  );
}

/** The optional "Primeira parte" section of a new diligence: kind, name, CPF or CNPJ and role. */
function FirstEntityFields({ control }: { control: Control<FormInput, unknown, FormOutput> }) {
  const enabled = useWatch({ control, name: 'firstEntity.enabled' });
  const kind = useWatch({ control, name: 'firstEntity.kind' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Primeira parte (opcional)
      </Typography>
      <Controller
        control={control}
        name="firstEntity.enabled"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
            label="Cadastrar a primeira parte agora"
          />
        )}
      />
      {enabled && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField control={control} name="firstEntity.kind" select label="Tipo" required>
            {optionItems(ENTITY_KINDS, ENTITY_KIND_LABELS)}
          </FormTextField>
          <FormTextField
            control={control}
            name="firstEntity.roleInDiligence"
            select
            label="Papel na diligência"
            required
          >
            {optionItems(ENTITY_ROLES, ENTITY_ROLE_LABELS)}
          </FormTextField>
          <FormTextField
            control={control}
            name="firstEntity.name"
            label={kind === 'PF' ? 'Nome' : 'Razão social'}
            required
          />
          <FormTextField
            // A new mask for a new kind: the typed document is kept only when it still fits.
            key={kind}
            control={control}
            name="firstEntity.document"
            mask={kind === 'PF' ? 'cpf' : 'cnpj'}
            label={kind === 'PF' ? 'CPF' : 'CNPJ'}
            required
            helperText={kind === 'PJ' ? 'Letras e números (CNPJ alfanumérico).' : undefined}
          />
        </Box>
      )}
    </Box>
  );
}
