import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  FINANCIAL_PERIOD_TYPE_LABELS,
  type FinancialSource,
  type FinancialStatement,
} from '@lince/contracts/financial-statements';
import { RowAction, RowActions } from '../../../components/row-action.tsx';
import { formatDay } from '../../../lib/format.ts';
import { formatBrl } from '../../../lib/money.ts';
import { statementName } from '../lib/statement-form.ts';
import { ScrollTable } from './scroll-table.tsx';

const SOURCE_LABELS: Record<FinancialSource, string> = {
  MANUAL: 'Digitada',
  XLSX: 'Importada (XLSX)',
};

const head = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

/** The company's statements, one row per period: what it is, its totals, whether it closes. */
export function StatementsTable({
  statements,
  onEdit,
  onRemove,
}: {
  statements: FinancialStatement[];
  onEdit: (statement: FinancialStatement) => void;
  onRemove: (statement: FinancialStatement) => void;
}) {
  return (
    <ScrollTable label="Demonstrações por exercício (rolagem)">
      <Table size="small" aria-label="Demonstrações por exercício">
        <TableHead>
          <TableRow>
            <TableCell sx={head}>Exercício</TableCell>
            <TableCell sx={head}>Período</TableCell>
            <TableCell sx={head}>Auditada</TableCell>
            <TableCell sx={head}>Origem</TableCell>
            <TableCell sx={head} align="right">
              Ativo total
            </TableCell>
            <TableCell sx={head} align="right">
              Lucro líquido
            </TableCell>
            <TableCell sx={head}>Balanço</TableCell>
            <TableCell sx={head} align="right">
              Ações
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statements.map((s) => (
            <TableRow key={s._id}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {s.fiscalYear}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {FINANCIAL_PERIOD_TYPE_LABELS[s.periodType]} · {formatDay(s.periodEnd)}
              </TableCell>
              <TableCell>{s.audited ? 'Sim' : 'Não'}</TableCell>
              <TableCell>{SOURCE_LABELS[s.source]}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatBrl(s.subtotals.ativoTotal)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatBrl(s.subtotals.lucroLiquido)}
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                {s.balanceWarning ? (
                  <Typography variant="body2" color="warning.dark">
                    Não fecha: diferença de {formatBrl(s.balanceDifference)}
                  </Typography>
                ) : (
                  'Fecha'
                )}
              </TableCell>
              <TableCell align="right">
                <RowActions>
                  <RowAction
                    title="Editar"
                    icon="pencil-outline"
                    aria-label={`Editar demonstração de ${statementName(s)}`}
                    onClick={() => onEdit(s)}
                  />
                  <RowAction
                    title="Remover"
                    icon="delete-outline"
                    aria-label={`Remover demonstração de ${statementName(s)}`}
                    onClick={() => onRemove(s)}
                  />
                </RowActions>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
