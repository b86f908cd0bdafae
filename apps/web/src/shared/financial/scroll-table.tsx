import type { ReactNode } from 'react';
import { TableContainer, type SxProps, type Theme } from '@mui/material';

/**
 * The first column of a ScrollTable (the year, the ratio, the account): it stays in view,
 * painted over the cells that scroll under it.
 */
export const stickyColumn = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
} as const;

/**
 * A table's scrolling box (wide tables scroll sideways on a phone): focusable and named, so the
 * keyboard can scroll it too. Its table's borders are the cells' own (`separate`): collapsed
 * borders would be painted under a sticky cell's background and vanish.
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
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={[
        { '& .MuiTable-root': { borderCollapse: 'separate' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </TableContainer>
  );
}
