import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { Entity } from '@lince/contracts/entities';
import type { Registration } from '@lince/contracts/registrations';
import { Icon } from '../../../components/icon.tsx';
import { Block, BlockList, ColumnHeads, useNarrow } from './block-list.tsx';
import { comparisonRows, type ComparisonRow } from '../lib/comparison.ts';

/** A pale amber behind a divergent field; its texts keep contrast ≥ 7:1. */
const DIVERGENT_BG = '#fff4e5';
const DIVERGENT_TEXT = '#8a4b00';

function DivergentMark() {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.25,
        color: DIVERGENT_TEXT,
        fontSize: '0.8125rem',
      }}
    >
      <Icon name="alert-circle-outline" size={18} />
      Divergente
    </Box>
  );
}

function FieldName({ row }: { row: ComparisonRow }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
      {row.label}
      {row.divergent && <DivergentMark />}
    </Box>
  );
}

/** Narrow screens: one block per field, the two values one under the other. */
function ComparisonList({ rows }: { rows: ComparisonRow[] }) {
  return (
    <BlockList label="Declarado na diligência × cadastro">
      {rows.map((row) => (
        <Block
          key={row.field}
          data-divergent={row.divergent || undefined}
          background={row.divergent ? DIVERGENT_BG : undefined}
        >
          <Typography component="div" variant="body2" sx={{ fontWeight: 600 }}>
            <FieldName row={row} />
          </Typography>
          <Typography variant="body2">Declarado: {row.declared}</Typography>
          <Typography variant="body2">Consta no cadastro: {row.found}</Typography>
        </Block>
      ))}
    </BlockList>
  );
}

function ComparisonGrid({ rows }: { rows: ComparisonRow[] }) {
  return (
    <Table size="small" aria-label="Declarado na diligência × cadastro">
      <ColumnHeads names={['Campo', 'Declarado na diligência', 'Consta no cadastro']} />
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={row.field}
            data-divergent={row.divergent || undefined}
            sx={row.divergent ? { '& > td, & > th': { bgcolor: DIVERGENT_BG } } : undefined}
          >
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              <FieldName row={row} />
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.declared}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.found}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * What the diligence declared beside what the registration says; each divergence the API found
 * is highlighted (tinted, an icon and the word "Divergente": not colour alone).
 */
export function ComparisonTable({
  entity,
  registration,
}: {
  entity: Entity;
  registration: Registration;
}) {
  const narrow = useNarrow();
  const rows = comparisonRows(entity, registration);
  const count = rows.filter((r) => r.divergent).length;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography
        variant="body2"
        color={count ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: count ? 600 : 400 }}
      >
        {count === 0
          ? 'Nenhuma divergência entre o declarado e o cadastro.'
          : count === 1
            ? '1 divergência entre o declarado e o cadastro.'
            : `${count} divergências entre o declarado e o cadastro.`}
      </Typography>
      {narrow ? <ComparisonList rows={rows} /> : <ComparisonGrid rows={rows} />}
    </Box>
  );
}
