import { canOpen, type Role } from '@lince/contracts/roles';
import { SCREEN_ROUTES, type ScreenRoute } from '@lince/contracts/screens';
import { matchPath } from 'react-router';

/** Drawer entries: the `inDrawer` screens the role may open, in the route table's order. */
export function drawerItems(role: Role | null | undefined): ScreenRoute[] {
  return SCREEN_ROUTES.filter((route) => route.inDrawer && canOpen(role, route.name));
}

/** An entry is active on its own path and, except for /, on the paths below it. */
export function isActive(route: ScreenRoute, pathname: string): boolean {
  if (route.path === '/') return pathname === '/';
  return matchPath({ path: route.path, end: false }, pathname) !== null;
}
