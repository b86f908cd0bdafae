import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A key of the keyboard, as the search's hints show it. */
export function Kbd({ children }: { children: ReactNode }) {
  return (
    <Box
      component="kbd"
      sx={{
        px: 0.75,
        border: 1,
        borderColor: 'divider',
        borderRadius: 0.5,
        fontFamily: 'inherit',
        fontSize: 12,
        lineHeight: '18px',
        bgcolor: 'background.paper',
      }}
    >
      {children}
    </Box>
  );
}
