import { Box, Chip, Link, List, ListItem, ListItemButton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { CLOSED_STATUSES, DILIGENCE_STATUSES } from '@lince/contracts/diligences';
import { DUE_SOON_DAYS, type Home } from '@lince/contracts/workspace';
import { StatusChip } from '../../../shared/diligence/components/diligence-chips.tsx';
import { DueDate } from '../../../shared/diligence/components/due-date.tsx';
import { diligenceListPath, diligencePath } from '../../../shared/diligence/links.ts';
import { dayFromToday } from '@lince/contracts/calendar';
import { formatDay } from '../../../lib/format.ts';
import { EmptyText, HomeSection } from './home-section.tsx';

const OPEN_STATUSES = DILIGENCE_STATUSES.filter((s) => !CLOSED_STATUSES.includes(s));

/** The user's open diligences due within `DUE_SOON_DAYS` days, the overdue ones first. */
export function DueSoonList({
  items,
  overdueCount,
  userId,
}: {
  items: Home['dueSoon'];
  overdueCount: number;
  userId: string;
}) {
  // The server sends the overdue ones first; kept so however the list is ordered.
  const sorted = [...items].sort((a, b) => Number(b.overdue) - Number(a.overdue));
  const until = dayFromToday(DUE_SOON_DAYS);
  return (
    <HomeSection
      title={`Prazos nos próximos ${DUE_SOON_DAYS} dias`}
      action={
        overdueCount > 0 && (
          <Chip
            size="small"
            color="error"
            label={overdueCount === 1 ? '1 atrasada' : `${overdueCount} atrasadas`}
          />
        )
      }
    >
      {sorted.length === 0 ? (
        <EmptyText>Nenhuma diligência sua vence nos próximos {DUE_SOON_DAYS} dias.</EmptyText>
      ) : (
        <List disablePadding aria-label="Diligências com prazo próximo">
          {sorted.map((d) => (
            <ListItem key={d._id} disablePadding divider>
              <ListItemButton
                component={RouterLink}
                to={diligencePath(d._id)}
                sx={{
                  px: 1,
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) auto auto' },
                  gap: 1,
                  alignItems: 'center',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {d.code}
                  </Typography>
                  <Typography variant="body2" noWrap>
                    {d.title}
                  </Typography>
                </Box>
                <DueDate date={d.dueDate} overdue={d.overdue} />
                <StatusChip status={d.status} sx={{ display: { xs: 'none', sm: 'inline-flex' } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <Link
        component={RouterLink}
        to={diligenceListPath({ status: OPEN_STATUSES.join(','), memberId: userId, dueTo: until })}
        variant="body2"
        sx={{ justifySelf: 'start' }}
      >
        Ver todas as minhas diligências abertas com prazo até {formatDay(until)}
      </Link>
    </HomeSection>
  );
}
