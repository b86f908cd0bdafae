import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { ENTITY_ROLES, ENTITY_ROLE_LABELS, type EntityRole } from '@lince/contracts/entities';
import {
  TRACK_APPLIES_TO,
  TRACK_APPLIES_TO_LABELS,
  TRACK_REQUIREMENTS_MAX,
  type TrackBody,
} from '@lince/contracts/tracks';
import { MultiFilterSelect } from '../../../components/filter-select.tsx';
import { FormTextField, optionItems } from '../../../components/form-text-field.tsx';
import { Icon } from '../../../components/icon.tsx';
import { MenuItem } from '@mui/material';
import type { TrackFormValues } from '../form/track-form.ts';
import { useListField, type TrackForm } from '../form/use-list-field.ts';
import type { StepField } from './stages-step.tsx';

type FormControl = Control<TrackFormValues, unknown, TrackBody>;

/** A document type the steps may require: the active catalogue, plus types already chosen. */
export interface DocumentTypeOption {
  _id: string;
  name: string;
  active: boolean;
}

const ROLE_OPTIONS = ENTITY_ROLES.map((role) => [role, ENTITY_ROLE_LABELS[role]] as const);

/**
 * Step 3 of the stepper: for each step, the documents it requires — the type, from whom (PF, PJ
 * or both) and, optionally, only from some roles in the diligence (alvo, sócio…).
 */
export function DocumentsStep({
  form,
  fields,
  documentTypes,
}: {
  form: TrackForm;
  fields: StepField[];
  documentTypes: DocumentTypeOption[];
}) {
  if (fields.length === 0)
    return <Typography color="text.secondary">Inclua ao menos uma etapa no passo 2.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {fields.map((field, index) => (
        <StageDocuments key={field.id} form={form} index={index} documentTypes={documentTypes} />
      ))}
    </Box>
  );
}

function StageDocuments({
  form,
  index,
  documentTypes,
}: {
  form: TrackForm;
  index: number;
  documentTypes: DocumentTypeOption[];
}) {
  const control: FormControl = form.control;
  const { fields, append, remove } = useListField(form, `steps.${index}.requirements`);
  const title = useWatch({ control, name: `steps.${index}.title` }).trim() || `Etapa ${index + 1}`;
  const chosen = useWatch({ control, name: `steps.${index}.requirements` });
  const headingId = `documentos-etapa-${index}`;
  const nameOf = (id: string) => documentTypes.find((t) => t._id === id)?.name ?? 'documento';
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {index + 1}. {title}
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nenhum documento exigido nesta etapa.
        </Typography>
      )}
      {fields.map((field, r) => (
        <Box
          key={field.id}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) 180px 240px auto' },
          }}
        >
          <FormTextField
            control={control}
            name={`steps.${index}.requirements.${r}.documentTypeId`}
            select
            size="small"
            label="Documento"
            required
          >
            {documentTypes.map((type) => (
              <MenuItem key={type._id} value={type._id} disabled={!type.active}>
                {type.active ? type.name : `${type.name} (inativo)`}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name={`steps.${index}.requirements.${r}.appliesTo`}
            select
            size="small"
            label="Exigido de"
            required
          >
            {optionItems(TRACK_APPLIES_TO, TRACK_APPLIES_TO_LABELS)}
          </FormTextField>
          <Controller
            control={control}
            name={`steps.${index}.requirements.${r}.roles`}
            render={({ field: roles }) => (
              <MultiFilterSelect<EntityRole>
                label="Somente para os papéis"
                allLabel="Todos os papéis"
                value={roles.value}
                onChange={roles.onChange}
                options={ROLE_OPTIONS}
                width="100%"
              />
            )}
          />
          <Tooltip title="Remover documento">
            <IconButton
              aria-label={`Remover ${nameOf(chosen[r]?.documentTypeId ?? '')} da etapa ${title}`}
              onClick={() => remove(r)}
              sx={{ mt: 0.25 }}
            >
              <Icon name="delete-outline" size={20} />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      <Box>
        <Button
          size="small"
          startIcon={<Icon name="plus" size={18} />}
          disabled={fields.length >= TRACK_REQUIREMENTS_MAX}
          onClick={() => {
            append({ documentTypeId: '', appliesTo: 'AMBOS', roles: [] });
            const row = `steps.${index}.requirements.${fields.length}.documentTypeId` as const;
            requestAnimationFrame(() => form.setFocus(row));
          }}
          aria-label={`Adicionar documento à etapa ${title}`}
        >
          Adicionar documento
        </Button>
      </Box>
    </Box>
  );
}
