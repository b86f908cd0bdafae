import { useId, type ReactNode } from 'react';
import { Box, Paper, Typography, type SxProps, type Theme } from '@mui/material';

/** A titled block of a dashboard-like page (a `section` named by its heading). */
export function SectionCard({
  title,
  action,
  children,
  sx,
}: {
  title: string;
  /** Shown beside the title (a count, a link). */
  action?: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={[
        { p: { xs: 2, md: 2.5 }, minWidth: 0, display: 'grid', gap: 1.5, alignContent: 'start' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: 18, fontWeight: 600, mr: 'auto' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** What a block says when it has nothing to show. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
