import type { ReactNode } from 'react';
import { TableContainer, type SxProps, type Theme } from '@mui/material';

/**
 * A table's scrolling box (wide tables scroll sideways on a phone): focusable and named, so the
 * keyboard can scroll it too.
 */
export function ScrollTable({
  label,
  sx,
  children,
}: {
  label: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={sx}>
      {children}
    </TableContainer>
  );
}
