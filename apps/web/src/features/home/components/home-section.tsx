import { useId, type ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';

/** A titled block of the home page (a region named by its heading). */
export function HomeSection({
  title,
  action,
  children,
}: {
  title: string;
  /** Shown beside the title (a count, a link). */
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 1.5, alignContent: 'start' }}
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

/** What a list of the home page says when it has nothing to show. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}
