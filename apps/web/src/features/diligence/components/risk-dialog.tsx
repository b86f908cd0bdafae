import { MenuItem, TextField, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import {
  RISK_JUSTIFICATION_REQUIRED_MESSAGE,
  RISK_LABELS,
  RISK_RATINGS,
  type RiskRating,
} from '@lince/contracts/diligences';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { submitWithFieldErrors } from '../../../lib/server-field-errors.ts';

export interface Risk {
  computed: RiskRating | null;
  rating: RiskRating | null;
  justification: string | null;
}

interface RiskForm {
  rating: RiskRating | '';
  justification: string;
}

/** Whether a chosen rating must be justified: it differs from the computed one (PRODUCT §3). */
export const needsJustification = (rating: RiskRating | '', computed: RiskRating | null) =>
  rating !== '' && rating !== computed;

export interface RiskDialogProps {
  /** Whose risk: "da diligência DD-2026-0001", "de Construtora Alfa". */
  subject: string;
  risk: Risk;
  onSubmit: (rating: RiskRating, justification: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The analyst's risk rating of a diligence or an entity: the computed value is shown, the chosen
 * one replaces it, and a choice that differs from the computed one needs a justification. Both
 * values are kept by the server; its refusals are shown on the fields.
 */
export function RiskDialog({ subject, risk, onSubmit, onClose }: RiskDialogProps) {
  const form = useForm<RiskForm>({
    defaultValues: {
      rating: risk.rating ?? risk.computed ?? '',
      justification: risk.justification ?? '',
    },
  });
  const { control, watch, setError } = form;
  const rating = watch('rating');
  const required = needsJustification(rating, risk.computed);
  return (
    <FormDialog
      form={form}
      title={`Alterar risco ${subject}`}
      submitLabel="Salvar risco"
      onClose={onClose}
      onSubmit={(values) =>
        submitWithFieldErrors(setError, { rating: 'rating', justification: 'justification' }, () =>
          onSubmit(values.rating as RiskRating, values.justification.trim()),
        )
      }
    >
      <Typography variant="body2" color="text.secondary">
        Risco calculado:{' '}
        <strong>
          {risk.computed ? RISK_LABELS[risk.computed] : 'ainda não calculado (sem análises)'}
        </strong>
        {risk.rating && (
          <>
            {' · '}Escolhido: <strong>{RISK_LABELS[risk.rating]}</strong>
          </>
        )}
      </Typography>
      <Controller
        control={control}
        name="rating"
        rules={{ required: 'Escolha a classificação de risco.' }}
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Classificação de risco"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            {RISK_RATINGS.map((value) => (
              <MenuItem key={value} value={value}>
                {RISK_LABELS[value]}
                {value === risk.computed ? ' (calculado)' : ''}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="justification"
        rules={{
          validate: (value, values) =>
            !needsJustification(values.rating, risk.computed) ||
            value.trim() !== '' ||
            RISK_JUSTIFICATION_REQUIRED_MESSAGE,
          maxLength: { value: 5000, message: 'Justificativa longa demais.' },
        }}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label="Justificativa"
            multiline
            minRows={3}
            required={required}
            error={!!fieldState.error}
            helperText={
              fieldState.error?.message ??
              (required
                ? 'Obrigatória: a classificação escolhida difere da calculada.'
                : 'Opcional quando a classificação é a calculada.')
            }
          />
        )}
      />
    </FormDialog>
  );
}
