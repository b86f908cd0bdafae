import { Alert, Box, Grid, Typography } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import {
  FINANCIAL_LINE_DEFINITIONS,
  FINANCIAL_SUBTOTAL_LABELS,
  signNoteOf,
  type FinancialLineKey,
  type FinancialSubtotalKey,
} from '@lince/contracts/financial-lines';
import type { StatementKey } from '@lince/contracts/financial-layout';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { formatCents } from '../../../shared/financial/ratio-format.ts';
import {
  balanceDifference,
  liveSubtotals,
  STATEMENT_BLOCKS,
  type LiveSubtotals,
  type StatementFormValues,
} from '../lib/statement-form.ts';

const isLine = (key: StatementKey): key is FinancialLineKey => key in FINANCIAL_LINE_DEFINITIONS;

type FormControl = Control<StatementFormValues, unknown, StatementFormValues>;

/** The subtotals as typed so far: only the components that show them re-render on a keystroke. */
const useLiveSubtotals = (control: FormControl): LiveSubtotals =>
  liveSubtotals(useWatch({ control, name: 'lines' }));

/** A computed line: its label and the value as the typed lines give it (read, never typed). */
function SubtotalRow({ name, control }: { name: FinancialSubtotalKey; control: FormControl }) {
  const value = useLiveSubtotals(control)[name];
  const label = FINANCIAL_SUBTOTAL_LABELS[name];
  const total =
    name === 'ativoTotal' || name === 'passivoMaisPatrimonioLiquido' || name === 'lucroLiquido';
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        py: 0.75,
        px: 1,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: total ? 'action.selected' : 'action.hover',
        fontWeight: 600,
      }}
    >
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box
        component="output"
        aria-label={label}
        aria-live="off"
        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {formatCents(value)}
      </Box>
    </Box>
  );
}

/**
 * The lines of the statement laid out like a balance sheet (ativo beside passivo + PL) and a DRE:
 * each typed line an amount field ("1.234,56"), each subtotal computed live from them.
 */
export function StatementLines({ control }: { control: FormControl }) {
  return (
    <>
      <Grid container spacing={2}>
        {STATEMENT_BLOCKS.map((block) => (
          <Grid key={block.title} size={{ xs: 12, md: 6 }}>
            <Box
              component="fieldset"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: 1.5, pt: 0.5 }}
            >
              <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                {block.title}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1 }}>
                {block.rows.map((key) =>
                  isLine(key) ? (
                    <FormTextField
                      key={key}
                      control={control}
                      name={`lines.${key}`}
                      label={FINANCIAL_LINE_DEFINITIONS[key].label}
                      size="small"
                      helperText={signNoteOf(key)}
                      slotProps={{
                        htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } },
                      }}
                    />
                  ) : (
                    <SubtotalRow key={key} name={key} control={control} />
                  ),
                )}
              </Box>
            </Box>
          </Grid>
        ))}
      </Grid>
      <BalanceWarning control={control} />
    </>
  );
}

/** Ativo ≠ passivo + PL: said with the difference, without refusing the statement. */
function BalanceWarning({ control }: { control: FormControl }) {
  const subtotals = useLiveSubtotals(control);
  const difference = balanceDifference(subtotals);
  return (
    <>
      {difference !== null && difference !== 0n && (
        <Alert severity="warning" role="status">
          O ativo total ({formatCents(subtotals.ativoTotal)}) difere do passivo + patrimônio líquido
          ({formatCents(subtotals.passivoMaisPatrimonioLiquido)}) em {formatCents(difference)}. A
          demonstração pode ser salva assim.
        </Alert>
      )}
    </>
  );
}
