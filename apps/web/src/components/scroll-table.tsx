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
 * A wide table's scrolling box: the table scrolls sideways inside it (a phone, a narrow column),
 * never the page. It is focusable and named (a `region`), so the keyboard can scroll it too (axe
 * `scrollable-region-focusable`). It is the containing block of what its table positions
 * (`position: relative`): a visually hidden text (`position: absolute`) in a cell far to the right
 * would otherwise escape the box's clipping and widen the page. Its table's borders are the cells' own (`separate`): collapsed borders would be painted under a
 * sticky cell's background and vanish.
 */
export function ScrollTable({
  label,
  sx,
  children,
}: {
  /** The region's accessible name, e.g. "Processos judiciais (rolagem)". */
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
        {
          overflowX: 'auto',
          position: 'relative',
          '& .MuiTable-root': { borderCollapse: 'separate' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </TableContainer>
  );
}
