import type { ReactNode } from 'react';
import { Box, TableCell, TableHead, TableRow, useMediaQuery, useTheme } from '@mui/material';

/** Below the `sm` breakpoint a screen's tables become lists of blocks. */
export const useNarrow = () => useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });

/** A table's rows as blocks, on a narrow screen: a list named `label`. */
export function BlockList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
    >
      {children}
    </Box>
  );
}

/** One row as a bordered block, tinted by `background` (a divergence). */
export function Block({
  label,
  background,
  children,
  ...data
}: {
  label?: string;
  background?: string | undefined;
  children: ReactNode;
  'data-divergent'?: true | undefined;
}) {
  return (
    <Box
      component="li"
      aria-label={label}
      {...data}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.25,
        display: 'grid',
        gap: 0.25,
        bgcolor: background,
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  );
}

/** The column headers of a wide screen's table. */
export function ColumnHeads({ names }: { names: string[] }) {
  return (
    <TableHead>
      <TableRow>
        {names.map((h) => (
          <TableCell key={h} component="th" scope="col">
            {h}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
