import { Box, Typography } from '@mui/material';
import type { ScreenName } from '@lince/contracts/roles';
import { SCREEN_ROUTES } from '@lince/contracts/screens';
import { Icon } from './icon.tsx';
import { PageTitle } from './page-title.tsx';

export function screenTitle(screen: ScreenName): string {
  return SCREEN_ROUTES.find((route) => route.name === screen)?.title ?? screen;
}

/** What a screen that a later issue builds shows: its title and one sentence, nothing fake. */
export function ScreenUnderConstruction({ screen }: { screen: ScreenName }) {
  const title = screenTitle(screen);
  return (
    <Box component="section" aria-labelledby="screen-title">
      <PageTitle title={title} />
      <Typography id="screen-title" variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Icon name="hammer-wrench" size={20} />
        Esta tela está em construção.
      </Typography>
    </Box>
  );
}
