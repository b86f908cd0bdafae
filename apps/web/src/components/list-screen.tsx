import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Icon } from './icon.tsx';
import { PageTitle } from './page-title.tsx';

/**
 * A screen's section: the document title, the `h1` that names the section
 * (`aria-labelledby="screen-title"`) with the screen's actions beside it, then its content.
 */
export function ScreenSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby="screen-title" sx={{ display: 'grid', gap: 2 }}>
      <PageTitle title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="screen-title" variant="h1" sx={{ mr: 'auto' }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}

/** A list screen: a `ScreenSection` whose action is the primary "+" button. */
export function ListScreen({
  title,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <ScreenSection
      title={title}
      actions={
        <Button variant="contained" startIcon={<Icon name="plus" size={20} />} onClick={onAdd}>
          {addLabel}
        </Button>
      }
    >
      {children}
    </ScreenSection>
  );
}
