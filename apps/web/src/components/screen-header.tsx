import { Box, Button, Typography } from '@mui/material';
import { Icon } from './icon.tsx';
import { PageTitle } from './page-title.tsx';

/**
 * The head of a list screen: the document title, the `h1` that names the screen's section
 * (`aria-labelledby="screen-title"`) and its primary "+" action.
 */
export function ScreenHeader({
  title,
  addLabel,
  onAdd,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <>
      <PageTitle title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="screen-title" variant="h1" sx={{ mr: 'auto' }}>
          {title}
        </Typography>
        <Button variant="contained" startIcon={<Icon name="plus" size={20} />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Box>
    </>
  );
}
