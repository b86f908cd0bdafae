import { Suspense, useEffect, useState } from 'react';
import {
  AppBar,
  Box,
  IconButton,
  LinearProgress,
  Link,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client.ts';
import { Icon } from '../../components/icon.tsx';
import { BreadcrumbsProvider, BreadcrumbsSlot } from '../../components/breadcrumbs.tsx';
import { clearSession, getSession } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { refreshCurrentUser } from '../../lib/current-user.ts';
import { logout } from '../../features/auth/api/logout.ts';
import { SearchLauncher } from '../../features/search/search-launcher.tsx';
import { canOpen } from '@lince/contracts/roles';
import { MOBILE_BREAKPOINT } from '../theme.ts';
import { DRAWER_WIDTH, NavDrawer } from './nav-drawer.tsx';
import { TermsGate } from './terms-gate.tsx';
import { UserMenu } from './user-menu.tsx';

/** The shared default layout of every logged-in route: app bar, drawer and the screen. */
export default function AppLayout() {
  const theme = useTheme();
  const permanent = useMediaQuery(theme.breakpoints.up(MOBILE_BREAKPOINT), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [readingTerms, setReadingTerms] = useState(false);
  const user = useSession();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();

  // Session ended elsewhere (another tab, an expired renewal): leave the protected area.
  useEffect(() => {
    if (!user) void navigate('/login', { replace: true });
  }, [user, navigate]);

  // Once per signed-in user and page load: pick up profile changes made elsewhere. A failure other
  // than an expired session (handled by the API client) leaves the stored profile as it is.
  const userId = user?._id;
  useEffect(() => {
    if (userId) refreshCurrentUser(userId).catch(() => undefined);
  }, [userId]);

  // A route change closes the temporary drawer.
  useEffect(() => setDrawerOpen(false), [pathname]);

  if (!user) return null;

  // The session is left locally first, then ended on the server (see `logout`).
  const handleLogout = async () => {
    const leaving = getSession();
    clearSession();
    queryClient.clear();
    void navigate('/login', { replace: true });
    await logout(leaving);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Link
        href="#conteudo"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.tooltip + 1,
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          boxShadow: 2,
          '&:focus': { top: 8 },
        }}
      >
        Pular para o conteúdo
      </Link>
      <AppBar
        position="fixed"
        color="inherit"
        sx={{
          zIndex: (t) => t.zIndex.drawer + 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {!permanent && (
            <IconButton
              edge="start"
              aria-label="Menu"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <Icon name="menu" size={24} />
            </IconButton>
          )}
          <Box
            component={RouterLink}
            to="/"
            aria-label="Lince — início"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: 'primary.main',
              textDecoration: 'none',
              mr: 'auto',
            }}
          >
            <Icon name="eye-circle-outline" size={28} />
            <Typography
              component="span"
              variant="h6"
              sx={{ fontWeight: 700, color: 'secondary.main' }}
            >
              Lince
            </Typography>
          </Box>
          {canOpen(user.role, 'Diligence') && <SearchLauncher />}
          <UserMenu
            user={user}
            onProfile={() => void navigate('/user-profile')}
            onTerms={() => setReadingTerms(true)}
            onLogout={() => void handleLogout()}
          />
        </Toolbar>
        {navigation.state === 'loading' && (
          <LinearProgress
            aria-label="Carregando página"
            sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 2 }}
          />
        )}
      </AppBar>
      <NavDrawer
        role={user.role}
        permanent={permanent}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
      />
      <BreadcrumbsProvider>
        <Box
          component="main"
          id="conteudo"
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            minWidth: 0,
            p: { xs: 2, md: 3 },
            width: { lg: `calc(100% - ${DRAWER_WIDTH}px)` },
            outline: 'none',
            // A screen lays its parts out in a one-column grid: the column may shrink below its
            // content (a wide table scrolls inside its own box instead of widening the page).
            '& section[aria-labelledby="screen-title"]': { gridTemplateColumns: 'minmax(0, 1fr)' },
          }}
        >
          <Toolbar />
          <BreadcrumbsSlot />
          <QueryClientProvider client={queryClient}>
            <Suspense fallback={<LinearProgress aria-label="Carregando" />}>
              <Outlet />
            </Suspense>
          </QueryClientProvider>
        </Box>
      </BreadcrumbsProvider>
      <TermsGate
        userId={user._id}
        reading={readingTerms}
        onCloseReading={() => setReadingTerms(false)}
        onLogout={() => void handleLogout()}
      />
    </Box>
  );
}
