import { Box, Button, Card, CardActionArea, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { DILIGENCE_STATUS_LABELS } from '@lince/contracts/diligences';
import type { Home } from '@lince/contracts/workspace';
import { Icon } from '../../../components/icon.tsx';
import { STATUS_COLORS } from '../../../shared/diligence/components/diligence-chips.tsx';
import { diligenceListPath, NEW_DILIGENCE_PATH } from '../../../shared/diligence/links.ts';
import { EmptyText, HomeSection } from './home-section.tsx';

/**
 * The user's diligences (as owner or team member) counted by status, each count opening the list
 * filtered by that status and by the user. The list's `memberId` filter matches the owner too
 * (`apps/api/src/modules/diligences/repository.ts`), so it is the one filter for "mine".
 */
export function MyDiligencesByStatus({
  counts,
  userId,
  canCreate,
}: {
  counts: Home['myByStatus'];
  userId: string;
  canCreate: boolean;
}) {
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  return (
    <HomeSection
      title="Minhas diligências"
      action={
        total > 0 && (
          <Typography variant="body2" color="text.secondary">
            {total === 1 ? '1 no total' : `${total} no total`}
          </Typography>
        )
      }
    >
      {total === 0 ? (
        <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
          <EmptyText>
            Você ainda não é responsável nem faz parte da equipe de nenhuma diligência.
          </EmptyText>
          {canCreate && (
            <Button
              variant="contained"
              component={RouterLink}
              to={NEW_DILIGENCE_PATH}
              startIcon={<Icon name="plus" />}
            >
              Criar a primeira diligência
            </Button>
          )}
        </Box>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          }}
        >
          {counts.map(({ status, count }) => (
            <li key={status}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={diligenceListPath({ status, memberId: userId })}
                  sx={{
                    p: 1.5,
                    height: '100%',
                    borderTop: 4,
                    borderColor: colorOf(STATUS_COLORS[status]),
                  }}
                >
                  <Typography variant="h3" component="span" sx={{ display: 'block', fontSize: 28 }}>
                    {count}
                  </Typography>
                  <Typography variant="body2" component="span" color="text.secondary">
                    {DILIGENCE_STATUS_LABELS[status]}
                  </Typography>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </HomeSection>
  );
}

/** The palette colour behind a chip colour ("default" is a neutral grey). */
const colorOf = (chip: string) => (chip === 'default' ? 'grey.400' : `${chip}.main`);
