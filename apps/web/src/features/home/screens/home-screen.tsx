import { Box, Link, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { canOpen } from '@lince/contracts/roles';
import { PageTitle } from '../../../components/page-title.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { drawerItems } from '../../../lib/nav-items.ts';
import { homeQuery } from '../api/get-home.ts';
import { DueSoonList } from '../components/due-soon-list.tsx';
import { ExpiringDocumentsList } from '../components/expiring-documents-list.tsx';
import { HomeShortcuts } from '../components/home-shortcuts.tsx';
import { MyDiligencesByStatus } from '../components/my-diligences-by-status.tsx';
import { RecentActivityList } from '../components/recent-activity-list.tsx';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * Home: the user's own work — their diligences by status, the deadlines of the next
 * days, the documents expiring, the team's recent activity — and shortcuts to create a diligence and to the kanban.
 */
export default function HomeScreen() {
  const user = useSession();
  const works = canOpen(user?.role, 'Diligence');
  const query = useQuery({ ...homeQuery(), enabled: works });
  if (!user) return null;

  return (
    <Box component="section" aria-labelledby="screen-title" sx={{ display: 'grid', gap: 3 }}>
      <PageTitle title="Início" />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <div>
          <Typography id="screen-title" variant="h1">
            Olá, {firstName(user.name)}!
          </Typography>
          <Typography color="text.secondary">{user.company.name}</Typography>
        </div>
        <HomeShortcuts role={user.role} />
      </Box>

      {!works ? (
        <OtherScreens role={user.role} />
      ) : query.isPending ? (
        <HomeSkeleton />
      ) : query.isError ? (
        <RetryAlert
          error={query.error}
          message="Não foi possível carregar o início."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <MyDiligencesByStatus
            counts={query.data.myByStatus}
            userId={user._id}
            canCreate={works}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            <DueSoonList
              items={query.data.dueSoon}
              overdueCount={query.data.overdueCount}
              userId={user._id}
            />
            <ExpiringDocumentsList expiring={query.data.expiringDocuments} />
            <RecentActivityList activities={query.data.recentActivity} />
          </Box>
        </>
      )}
    </Box>
  );
}

/** Placeholders in the shape of the page while it loads. */
function HomeSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Carregando o início" sx={{ display: 'grid', gap: 3 }}>
      <Skeleton variant="rounded" height={120} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Skeleton variant="rounded" height={240} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    </Box>
  );
}

/** For a role without the diligence screens: where it may go instead. */
function OtherScreens({ role }: { role: Parameters<typeof drawerItems>[0] }) {
  const screens = drawerItems(role).filter((route) => route.path !== '/');
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography>Use o menu para abrir as telas do seu perfil:</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {screens.map((route) => (
          <li key={route.name}>
            <Link component={RouterLink} to={route.path}>
              {route.title}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
