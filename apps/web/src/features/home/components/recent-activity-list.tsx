import { Avatar, Box, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { ACTIVITY_ACTION_LABELS } from '@lince/contracts/activities';
import type { HomeActivity } from '@lince/contracts/workspace';
import { formatDateTime } from '../../../lib/format.ts';
import { initialsOf } from '../../../shared/diligence/components/person-avatar.tsx';
import { activityTargetHref } from '../activity-target.ts';
import { EmptyText, HomeSection } from './home-section.tsx';

/** The team's latest work on diligences and entities: who, what, on what, when. */
export function RecentActivityList({ activities }: { activities: HomeActivity[] }) {
  return (
    <HomeSection title="Atividade recente da equipe">
      {activities.length === 0 ? (
        <EmptyText>Nenhuma atividade recente da equipe.</EmptyText>
      ) : (
        <List disablePadding aria-label="Atividades recentes">
          {activities.map((activity) => (
            <ActivityRow key={activity._id} activity={activity} />
          ))}
        </List>
      )}
    </HomeSection>
  );
}

function ActivityRow({ activity }: { activity: HomeActivity }) {
  const who = activity.user?.name ?? 'Sistema';
  const { target } = activity;
  return (
    <ListItem divider disableGutters sx={{ gap: 1.5, alignItems: 'flex-start' }}>
      <Avatar
        aria-hidden
        sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'tertiary.main', mt: 0.25 }}
      >
        {initialsOf(who)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2">
          <Box component="strong" sx={{ fontWeight: 600 }}>
            {who}
          </Box>{' '}
          · {ACTIVITY_ACTION_LABELS[activity.action] ?? activity.action}
          {target && (
            <>
              {' · '}
              <Link component={RouterLink} to={activityTargetHref(target)}>
                {target.label}
              </Link>
            </>
          )}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="time"
          dateTime={activity.at}
        >
          {formatDateTime(activity.at)}
        </Typography>
      </Box>
    </ListItem>
  );
}
