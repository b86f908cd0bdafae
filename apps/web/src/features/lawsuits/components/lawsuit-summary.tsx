import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatCnj } from '@lince/contracts/br/cnj';
import {
  LAWSUIT_AREA_LABELS,
  LAWSUIT_RISK_LABELS,
  LAWSUIT_SIDE_LABELS,
  type Lawsuit,
  type LawsuitSummary as Summary,
} from '@lince/contracts/lawsuits';
import { EmptyText, SectionCard } from '../../../components/section-card.tsx';
import { formatBrl } from '../../../lib/money.ts';
import { SUMMARY_RISKS, summaryTable, type SummaryCell } from '../lib/summary-table.ts';
import { LawsuitRiskChip } from './lawsuit-risk.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';

const head = { fontWeight: 600, whiteSpace: 'nowrap' } as const;

function Cell({ cell, strong }: { cell: SummaryCell; strong?: boolean }) {
  if (cell.count === 0)
    return (
      <TableCell align="right" sx={{ color: 'text.secondary' }}>
        —
      </TableCell>
    );
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: strong ? 600 : undefined }}>
      {cell.count} {cell.count === 1 ? 'processo' : 'processos'}
      {(
        [
          ['Causa', cell.claimValue],
          ['Perda', cell.estimatedLoss],
        ] as const
      ).map(([label, value]) => (
        <Typography
          key={label}
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {label} {formatBrl(value)}
        </Typography>
      ))}
    </TableCell>
  );
}

/** One figure of the CPC 25 exposure, labelled (its name is the label). */
function Exposure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.25, minWidth: 220, flex: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.25rem', fontWeight: 600 }}>
        {formatBrl(value)}
      </Typography>
      <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
        {note}
      </Typography>
    </Box>
  );
}

/**
 * The entity's lawsuits at a glance: by area × risk (counts, claim values, estimated losses),
 * the passive exposure as CPC 25 discloses it (Provável, and separately Possível) and the largest
 * cases, each a link to its row.
 */
export function LawsuitSummary({
  summary,
  onShow,
}: {
  summary: Summary;
  /** Shows one of the largest cases (its row, or its details). */
  onShow: (lawsuit: Lawsuit) => void;
}) {
  const { rows, totals, total } = summaryTable(summary);
  return (
    <SectionCard title="Resumo dos processos">
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Exposure
          label="Exposição passiva provável"
          value={summary.passiveProbableLoss}
          note="Perda provável: provisionada no balanço (CPC 25)."
        />
        <Exposure
          label="Exposição passiva possível"
          value={summary.passivePossibleLoss}
          note="Perda possível: divulgada em nota explicativa, sem provisão (CPC 25)."
        />
      </Box>
      {rows.length === 0 ? (
        <EmptyText>Nenhum processo cadastrado nesta parte.</EmptyText>
      ) : (
        <ScrollTable label="Processos por área e risco (rolagem)">
          <Table size="small" aria-label="Processos por área e risco">
            <TableHead>
              <TableRow>
                <TableCell sx={head}>Área</TableCell>
                {SUMMARY_RISKS.map((risk) => (
                  <TableCell key={risk ?? 'none'} align="right" sx={head}>
                    {risk ? LAWSUIT_RISK_LABELS[risk] : 'Não classificado'}
                  </TableCell>
                ))}
                <TableCell align="right" sx={head}>
                  Total
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.area}>
                  <TableCell component="th" scope="row" sx={head}>
                    {LAWSUIT_AREA_LABELS[row.area]}
                  </TableCell>
                  {row.cells.map((cell, i) => (
                    <Cell key={i} cell={cell} />
                  ))}
                  <Cell cell={row.total} strong />
                </TableRow>
              ))}
              <TableRow>
                <TableCell component="th" scope="row" sx={head}>
                  Total
                </TableCell>
                {totals.map((cell, i) => (
                  <Cell key={i} cell={cell} strong />
                ))}
                <Cell cell={total} strong />
              </TableRow>
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      {summary.largest.length > 0 && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography component="h3" variant="subtitle2">
            Maiores causas
          </Typography>
          <Box
            component="ol"
            aria-label="Maiores causas"
            sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}
          >
            {summary.largest.map((l) => (
              <li key={l._id}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onShow(l)}
                    sx={{ fontVariantNumeric: 'tabular-nums' }}
                  >
                    {formatCnj(l.cnjNumber)}
                  </Link>
                  <Typography component="span" variant="body2">
                    {formatBrl(l.claimValue)} · {LAWSUIT_AREA_LABELS[l.area]} ·{' '}
                    {LAWSUIT_SIDE_LABELS[l.side]}
                    {l.counterparty ? ` · ${l.counterparty}` : ''}
                  </Typography>
                  <LawsuitRiskChip risk={l.risk} />
                </Box>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </SectionCard>
  );
}
