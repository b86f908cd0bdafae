import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ScreenName } from '@lince/contracts/roles';
import { PUBLIC_ROUTES, SCREEN_ROUTES } from '@lince/contracts/screens';
import { loginLoader, protectedLoader, unknownPathLoader } from './guard-loaders.ts';

type Module = { default: ComponentType };
const component = (load: () => Promise<Module>) => async () => ({
  Component: (await load()).default,
});
/**
 * A logged-in screen, through the table of screen chunks (`screen-modules.ts`), itself a chunk:
 * the list of files each screen preloads stays out of the JavaScript /login loads (its budget).
 */
const screen = (name: ScreenName) =>
  component(async () => (await import('./screen-modules.ts')).SCREEN_MODULES[name]());

/**
 * Every route of the app (public screens, logged-in screens and /reports), built from the contracts' route table. Each screen is its own
 * lazy chunk; the guard loaders are static so they run before (and without) the chunk.
 */
export const routes: RouteObject[] = [
  {
    path: PUBLIC_ROUTES.login,
    loader: loginLoader,
    lazy: {
      Component: async () => (await import('../features/auth/screens/login-screen.tsx')).default,
    },
  },
  {
    path: PUBLIC_ROUTES.forgotPassword,
    lazy: {
      Component: async () =>
        (await import('../features/auth/screens/forgot-password-screen.tsx')).default,
    },
  },
  {
    path: PUBLIC_ROUTES.newPassword,
    lazy: {
      Component: async () =>
        (await import('../features/auth/screens/new-password-screen.tsx')).default,
    },
  },
  {
    path: PUBLIC_ROUTES.reset,
    lazy: {
      Component: async () =>
        (await import('../features/auth/screens/reset-password-screen.tsx')).default,
    },
  },
  {
    id: 'app',
    lazy: component(() => import('./layout/app-layout.tsx')),
    children: SCREEN_ROUTES.map((route) => ({
      id: route.name,
      path: route.path,
      loader: protectedLoader(route.name),
      handle: { screen: route.name, title: route.title },
      lazy: screen(route.name),
    })),
  },
  { path: '*', loader: unknownPathLoader, Component: () => null },
];
