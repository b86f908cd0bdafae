import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import {
  ANALYSIS_ROWS,
  isSubtotalRow,
  statementRowLabel,
  type AnalysisYear,
} from './analysis-rows.ts';
import { formatChange, formatPercent } from './ratio-format.ts';
import { stickyCell } from './ratio-table.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';

/**
 * The horizontal analysis (each line's change against the previous year listed) or the vertical
 * one (each balance line over ativo total, each DRE line over receita líquida), by fiscal year.
 */
export function LineAnalysisTable({
  kind,
  years,
}: {
  kind: 'horizontal' | 'vertical';
  years: AnalysisYear[];
}) {
  const shown =
    kind === 'horizontal' ? years.filter((y) => y.horizontal.comparedTo !== null) : years;
  const label = kind === 'horizontal' ? 'Análise horizontal' : 'Análise vertical';
  return (
    <ScrollTable label={`${label} (rolagem)`} sx={{ maxHeight: 520 }}>
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...stickyCell, zIndex: 3, fontWeight: 600 }}>Conta</TableCell>
            {shown.map((y) => (
              <TableCell
                key={y.fiscalYear}
                align="right"
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {kind === 'horizontal'
                  ? `${y.fiscalYear} × ${y.horizontal.comparedTo}`
                  : y.fiscalYear}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ANALYSIS_ROWS.map((key) => (
            <TableRow key={key}>
              <TableCell
                component="th"
                scope="row"
                sx={{ ...stickyCell, fontWeight: isSubtotalRow(key) ? 600 : 400 }}
              >
                {statementRowLabel(key)}
              </TableCell>
              {shown.map((y) => (
                <TableCell
                  key={y.fiscalYear}
                  align="right"
                  sx={{ whiteSpace: 'nowrap', fontWeight: isSubtotalRow(key) ? 600 : 400 }}
                >
                  {kind === 'horizontal'
                    ? formatChange(y.horizontal.changes[key])
                    : formatPercent(y.vertical[key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
