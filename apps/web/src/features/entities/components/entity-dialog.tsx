import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Grid,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  ENTITY_KIND_LABELS,
  ENTITY_KINDS,
  ENTITY_ROLE_LABELS,
  ENTITY_ROLES,
  type Entity,
  type EntityInput,
  type EntityUpdate,
} from '@lince/contracts/entities';
import { AddressFields, validateAddress } from '../../../components/address-fields.tsx';
import { FormDateField } from '../../../components/form-date-field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField, optionItems } from '../../../components/form-text-field.tsx';
import { submitWithFieldErrors } from '../../../lib/server-field-errors.ts';
import { formatCpf } from '@lince/contracts/br/cpf';
import type { PartyPrefill } from '../../../shared/diligence/new-party-link.ts';
import { duplicateDocument, ENTITY_SERVER_FIELDS } from '../lib/entity-server-errors.ts';
import { parentCandidates } from '../lib/entity-tree.ts';
import {
  changedFields,
  EntityFormSchema,
  prefilledValues,
  toEntityInput,
  toFormValues,
  type EntityFormValues,
} from '../lib/entity-form.ts';
import { EntityLinkFields } from './entity-link-fields.tsx';

export interface EntityDialogProps {
  /** null: a new entity. */
  entity: Entity | null;
  /** What a new entity's form starts with (a QSA partner registered by hand). */
  prefill?: Partial<PartyPrefill> | undefined;
  /** Every entity of the diligence (the parent's options). */
  entities: Entity[];
  onClose: () => void;
  onCreate: (body: EntityInput) => Promise<unknown>;
  onUpdate: (entity: Entity, body: EntityUpdate) => Promise<unknown>;
}

/**
 * Create or edit an entity of a diligence: PF (CPF) or PJ (CNPJ, alphanumeric too), role, link
 * with a parent entity (relation and share), address by CEP, birth or foundation date, contact.
 * An edit sends only the fields that changed.
 */
export function EntityDialog({
  entity,
  prefill,
  entities,
  onClose,
  onCreate,
  onUpdate,
}: EntityDialogProps) {
  const initial = entity ? toFormValues(entity) : prefilledValues(prefill, entities);
  const form = useForm<EntityFormValues, unknown, EntityFormValues>({
    resolver: zodResolver(EntityFormSchema),
    defaultValues: initial,
  });
  const { control, setValue, setError, clearErrors } = form;
  const kind = useWatch({ control, name: 'kind' });
  const candidates = parentCandidates(entities, entity?._id ?? null);
  const pendingMask = kind === 'PF' ? initial.documentMask : '';

  const submit = (values: EntityFormValues) =>
    submitWithFieldErrors(
      setError,
      ENTITY_SERVER_FIELDS,
      () => {
        if (!entity) return onCreate(toEntityInput(values));
        const changes = changedFields(initial, values);
        return Object.keys(changes).length === 0
          ? Promise.resolve(onClose())
          : onUpdate(entity, changes);
      },
      duplicateDocument,
    );

  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      onClose={onClose}
      title={entity ? `Editar parte: ${entity.name}` : 'Nova parte'}
      submitLabel={entity ? 'Salvar' : 'Adicionar parte'}
      maxWidth="md"
    >
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="parte-tipo">Tipo</FormLabel>
            <RadioGroup
              row
              aria-labelledby="parte-tipo"
              name={field.name}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                setValue('document', '');
                clearErrors('document');
              }}
            >
              {ENTITY_KINDS.map((k) => (
                <FormControlLabel
                  key={k}
                  value={k}
                  control={<Radio />}
                  label={`${ENTITY_KIND_LABELS[k]} (${k})`}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField
            control={control}
            name="name"
            label={kind === 'PF' ? 'Nome completo' : 'Razão social'}
            required
            autoFocus
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField
            key={kind}
            control={control}
            name="document"
            mask={kind === 'PF' ? 'cpf' : 'cnpj'}
            label={kind === 'PF' ? 'CPF' : 'CNPJ'}
            required={!pendingMask}
            helperText={
              kind === 'PJ'
                ? 'Letras e números (CNPJ alfanumérico).'
                : pendingMask
                  ? `CPF a completar: a Receita mostra ${formatCpf(pendingMask)}. Digite o CPF inteiro.`
                  : undefined
            }
            slotProps={{ htmlInput: { inputMode: kind === 'PF' ? 'numeric' : 'text' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="roleInDiligence"
            select
            label="Papel na diligência"
            required
          >
            {optionItems(ENTITY_ROLES, ENTITY_ROLE_LABELS)}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={control}
            name="birthOrFoundationDate"
            label={kind === 'PF' ? 'Data de nascimento' : 'Data de fundação'}
            disableFuture
          />
        </Grid>
      </Grid>

      <EntityLinkFields control={control} kind={kind} candidates={candidates} />

      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
        Endereço
      </Typography>
      <Controller
        control={control}
        name="address"
        render={({ field, fieldState }) => (
          <AddressFields
            name="parte-endereco"
            value={field.value}
            onChange={field.onChange}
            errors={
              fieldState.error
                ? (validateAddress(field.value) ?? { cep: fieldState.error.message })
                : {}
            }
          />
        )}
      />

      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
        Contato
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField
            control={control}
            name="email"
            type="email"
            label="E-mail"
            autoComplete="off"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField
            control={control}
            name="phone"
            mask="phone"
            label="Telefone"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
