import { MenuItem, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import {
  RISK_JUSTIFICATION_REQUIRED_MESSAGE,
  RISK_LABELS,
  RISK_RATINGS,
  type RiskRating,
} from '@lince/contracts/diligences';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
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

/** Whether a chosen rating must be justified: it differs from the computed one. */
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
          {risk.computed ? RISK_LABELS[risk.computed] : 'nenhum (sem apontamentos em aberto)'}
        </strong>
        {risk.rating && (
          <>
            {' · '}Escolhido: <strong>{RISK_LABELS[risk.rating]}</strong>
          </>
        )}
      </Typography>
      <FormTextField
        control={control}
        name="rating"
        rules={{ required: 'Escolha a classificação de risco.' }}
        select
        label="Classificação de risco"
        required
      >
        {RISK_RATINGS.map((value) => (
          <MenuItem key={value} value={value}>
            {RISK_LABELS[value]}
            {value === risk.computed ? ' (calculado)' : ''}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="justification"
        rules={{
          validate: (value, values) =>
            !needsJustification(values.rating, risk.computed) ||
            value.trim() !== '' ||
            RISK_JUSTIFICATION_REQUIRED_MESSAGE,
          maxLength: { value: 5000, message: 'Justificativa longa demais.' },
        }}
        label="Justificativa"
        multiline
        minRows={3}
        required={required}
        helperText={
          required
            ? 'Obrigatória: a classificação escolhida difere da calculada.'
            : 'Opcional quando a classificação é a calculada.'
        }
      />
    </FormDialog>
  );
}
