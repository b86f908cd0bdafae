import { Grid, MenuItem } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { formatCnj } from '@lince/contracts/br/cnj';
import {
  LAWSUIT_AREA_LABELS,
  LAWSUIT_AREAS,
  LAWSUIT_DUPLICATE_MESSAGE,
  LAWSUIT_RISK_LABELS,
  LAWSUIT_RISKS,
  LAWSUIT_SIDE_LABELS,
  LAWSUIT_SIDES,
  LAWSUIT_STATUS_LABELS,
  LAWSUIT_STATUSES,
  type Lawsuit,
  type LawsuitCreateInput,
  type LawsuitUpdateInput,
} from '@lince/contracts/lawsuits';
import { FormDateField } from '../../../components/form-date-field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField, optionItems } from '../../../components/form-text-field.tsx';
import { getApiErrorMessage, getApiErrorStatus } from '../../../lib/api-error.ts';
import { submitWithFieldErrors } from '../../../lib/server-field-errors.ts';
import {
  changedFields,
  LAWSUIT_SERVER_FIELDS,
  LawsuitFormSchema,
  toFormValues,
  toLawsuitInput,
  type LawsuitFormValues,
} from '../lib/lawsuit-form.ts';

export interface LawsuitDialogProps {
  /** null: a new lawsuit. */
  lawsuit: Lawsuit | null;
  onClose: () => void;
  onCreate: (body: LawsuitCreateInput) => Promise<unknown>;
  onUpdate: (lawsuit: Lawsuit, body: LawsuitUpdateInput) => Promise<unknown>;
}

/** A 409 (the CNJ number already recorded for the entity) belongs to the number's field. */
const duplicateCnj = (error: unknown) =>
  getApiErrorStatus(error) === 409
    ? { path: 'cnjNumber', message: getApiErrorMessage(error, LAWSUIT_DUPLICATE_MESSAGE) }
    : null;

const amountHelp = 'Em reais, ex.: 1.234,56';

/**
 * Record or edit a lawsuit of the entity: every field of the contract. The CNJ number is checked
 * (shape, segment, court, check digits) when the field is left and then as it is typed; amounts
 * are typed the Brazilian way; an edit sends only what changed.
 */
export function LawsuitDialog({ lawsuit, onClose, onCreate, onUpdate }: LawsuitDialogProps) {
  const initial = toFormValues(lawsuit);
  const form = useForm<LawsuitFormValues, unknown, LawsuitFormValues>({
    resolver: zodResolver(LawsuitFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { control, setError } = form;

  const submit = (values: LawsuitFormValues) =>
    submitWithFieldErrors(
      setError,
      LAWSUIT_SERVER_FIELDS,
      () => {
        if (!lawsuit) return onCreate(toLawsuitInput(values));
        const changes = changedFields(initial, values);
        return Object.keys(changes).length === 0
          ? Promise.resolve(onClose())
          : onUpdate(lawsuit, changes);
      },
      duplicateCnj,
    );

  /** An amount typed the Brazilian way ("1.234,56"), with the numeric keyboard on phones. */
  const amountField = (name: 'claimValue' | 'estimatedLoss', label: string) => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      helperText={amountHelp}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
  const half = { xs: 12, sm: 6 } as const;
  const third = { xs: 12, sm: 4 } as const;
  return (
    <FormDialog
      form={form}
      onSubmit={submit}
      onClose={onClose}
      title={lawsuit ? `Editar processo ${formatCnj(lawsuit.cnjNumber)}` : 'Novo processo'}
      submitLabel={lawsuit ? 'Salvar' : 'Adicionar processo'}
      maxWidth="md"
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <FormTextField
            control={control}
            name="cnjNumber"
            mask="cnj"
            label="Número CNJ"
            required
            autoFocus
            helperText="NNNNNNN-DD.AAAA.J.TR.OOOO"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField control={control} name="court" label="Tribunal" />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="body" label="Órgão julgador" />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="class" label="Classe" />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="subjects"
            label="Assuntos"
            helperText="Separe os assuntos por ponto e vírgula (;)."
          />
        </Grid>
        <Grid size={third}>
          <FormTextField control={control} name="area" select label="Área" required>
            {optionItems(LAWSUIT_AREAS, LAWSUIT_AREA_LABELS)}
          </FormTextField>
        </Grid>
        <Grid size={third}>
          <FormTextField control={control} name="side" select label="Polo" required>
            {optionItems(LAWSUIT_SIDES, LAWSUIT_SIDE_LABELS)}
          </FormTextField>
        </Grid>
        <Grid size={third}>
          <FormTextField control={control} name="status" select label="Situação" required>
            {optionItems(LAWSUIT_STATUSES, LAWSUIT_STATUS_LABELS)}
          </FormTextField>
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="counterparty" label="Parte contrária" />
        </Grid>
        <Grid size={half}>
          <FormTextField control={control} name="phase" label="Fase" />
        </Grid>
        <Grid size={half}>
          <FormDateField control={control} name="filedAt" label="Distribuído em" disableFuture />
        </Grid>
        <Grid size={half}>
          <FormDateField
            control={control}
            name="lastMovementAt"
            label="Última movimentação"
            disableFuture
          />
        </Grid>
        <Grid size={third}>{amountField('claimValue', 'Valor da causa (R$)')}</Grid>
        <Grid size={third}>
          <FormTextField control={control} name="risk" select label="Risco (CPC 25)">
            <MenuItem value="">
              <em>Não classificado</em>
            </MenuItem>
            {optionItems(LAWSUIT_RISKS, LAWSUIT_RISK_LABELS)}
          </FormTextField>
        </Grid>
        <Grid size={third}>{amountField('estimatedLoss', 'Perda estimada (R$)')}</Grid>
        <Grid size={12}>
          <FormTextField control={control} name="notes" label="Observações" multiline minRows={2} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
