import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Entity } from '@lince/contracts/entities';
import type { Registration } from '@lince/contracts/registrations';
import { Icon } from '../../../components/icon.tsx';
import { comparisonRows } from '../lib/comparison.ts';

/** A pale amber behind a divergent row; its text keeps the body colour (contrast ≥ 7:1). */
const DIVERGENT_BG = '#fff4e5';
const DIVERGENT_TEXT = '#8a4b00';

/**
 * What the diligence declared beside what the registration says; each divergence the API found
 * is highlighted (tinted row, icon and the word "Divergente", not colour alone).
 */
export function ComparisonTable({
  entity,
  registration,
}: {
  entity: Entity;
  registration: Registration;
}) {
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
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Declarado na diligência × cadastro">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Campo
              </TableCell>
              <TableCell component="th" scope="col">
                Declarado na diligência
              </TableCell>
              <TableCell component="th" scope="col">
                No cadastro
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.field}
                data-divergent={row.divergent || undefined}
                sx={row.divergent ? { '& > td, & > th': { bgcolor: DIVERGENT_BG } } : undefined}
              >
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                    {row.label}
                    {row.divergent && (
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
                    )}
                  </Box>
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.declared}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.found}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
