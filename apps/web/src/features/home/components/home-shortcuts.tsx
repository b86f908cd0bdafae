import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { canOpen, type Role } from '@lince/contracts/roles';
import { Icon } from '../../../components/icon.tsx';
import { DILIGENCE_KANBAN_PATH, NEW_DILIGENCE_PATH } from '../../../shared/diligence/links.ts';

/** The home page's shortcuts, only those the role may open. */
export function HomeShortcuts({ role }: { role: Role }) {
  const diligence = canOpen(role, 'Diligence');
  const kanban = canOpen(role, 'DiligenceKanban');
  if (!diligence && !kanban) return null;
  return (
    <Box component="nav" aria-label="Atalhos" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {diligence && (
        <Button
          variant="contained"
          component={RouterLink}
          to={NEW_DILIGENCE_PATH}
          startIcon={<Icon name="plus" />}
        >
          Nova diligência
        </Button>
      )}
      {kanban && (
        <Button
          variant="outlined"
          component={RouterLink}
          to={DILIGENCE_KANBAN_PATH}
          startIcon={<Icon name="view-column-outline" />}
        >
          Quadro de diligências
        </Button>
      )}
    </Box>
  );
}
