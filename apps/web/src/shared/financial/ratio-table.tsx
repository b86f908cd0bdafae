import {
  Box,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  FINANCIAL_RATIO_INFO,
  FINANCIAL_RATIO_KEYS,
  type FinancialRatioKey,
} from '@lince/contracts/financial-lines';
import { Icon } from '../../components/icon.tsx';
import type { AnalysisYear } from './analysis-rows.ts';
import { formatRatio } from './ratio-format.ts';
import { ScrollTable, stickyColumn } from '../../components/scroll-table.tsx';

/** The named first column of the ratio and analysis tables. */
export const stickyCell = { ...stickyColumn, minWidth: { xs: 150, sm: 240 } } as const;

/** The ratio's name and a button whose tooltip (on hover and on focus) explains it. */
export function RatioName({ ratio }: { ratio: FinancialRatioKey }) {
  const info = FINANCIAL_RATIO_INFO[ratio];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <span>{info.label}</span>
      <Tooltip
        describeChild
        title={
          <>
            {info.explanation}
            <br />
            Fórmula: {info.formula}
          </>
        }
      >
        <IconButton size="small" aria-label={`Sobre o índice ${info.label}`}>
          <Icon name="information-outline" size={18} />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** A ratio of a year: its value, or "—" with the reason it has none (e.g. a zero denominator). */
function RatioValue({ ratio, year }: { ratio: FinancialRatioKey; year: AnalysisYear }) {
  const value = year.ratios[ratio];
  if (value !== null) return <>{formatRatio(ratio, value)}</>;
  return (
    <>
      —
      <Typography
        component="span"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block' }}
      >
        {year.reasons[ratio] ?? 'Sem valor.'}
      </Typography>
    </>
  );
}

/** The 12 ratios of PRODUCT §6, one column per fiscal year. */
export function RatioTable({ years }: { years: AnalysisYear[] }) {
  return (
    <ScrollTable label="Índices por exercício (rolagem)">
      <Table size="small" aria-label="Índices por exercício">
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickyCell, fontWeight: 600 }}>Índice</TableCell>
            {years.map((y) => (
              <TableCell key={y.fiscalYear} align="right" sx={{ fontWeight: 600, minWidth: 110 }}>
                {y.fiscalYear}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {FINANCIAL_RATIO_KEYS.map((ratio) => (
            <TableRow key={ratio}>
              <TableCell component="th" scope="row" sx={stickyCell}>
                <RatioName ratio={ratio} />
              </TableCell>
              {years.map((y) => (
                <TableCell key={y.fiscalYear} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <RatioValue ratio={ratio} year={y} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
