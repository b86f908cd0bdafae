import { CssBaseline, GlobalStyles } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { setNavigator } from '../lib/navigation.ts';
import { SnackbarSlot } from '../components/snackbar-slot.tsx';
import { PageLoading, RouteError } from '../components/route-error.tsx';
import { theme } from './theme.ts';
import { routes } from './routes.ts';

export const router = createBrowserRouter([
  { id: 'root', ErrorBoundary: RouteError, HydrateFallback: PageLoading, children: routes },
]);

// The API client (outside React) navigates through the router, e.g. to /login when a session ends.
setNavigator((to, options) => router.navigate(to, options));

const focusStyles = (
  <GlobalStyles
    styles={{
      ':focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      '.MuiInputBase-input:focus-visible': { outline: 'none' },
    }}
  />
);

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {focusStyles}
      <RouterProvider router={router} />
      <SnackbarSlot />
    </ThemeProvider>
  );
}
