import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import { Icon } from '../../../components/icon.tsx';
import { PageTitle } from '../../../components/page-title.tsx';

/** The frame of the public screens: centred card with the Lince mark, a heading and the form. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      id="conteudo"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <PageTitle title={title} />
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3, color: 'primary.main' }}>
          <Icon name="eye-circle-outline" size={32} />
          <Typography component="p" variant="h5" sx={{ fontWeight: 700, color: 'secondary.main' }}>
            Lince
          </Typography>
        </Box>
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Box>
  );
}
