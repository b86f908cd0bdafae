import { canOpen, type ScreenName } from '@lince/contracts/roles';
import type { SessionUser } from '@lince/contracts/auth';
import { isTokenExpired } from '../lib/jwt.ts';

/**
 * Navigation rules as pure decisions (the loaders in `guard-loaders.ts` act on them):
 * - `allow`: open the screen;
 * - `renew`: the access token expired and a refresh token exists: try one renewal, then decide again;
 * - `expired`: missing or expired session that cannot be renewed: warning, storage cleared, /login;
 * - `redirect`: go elsewhere (a role that may not open the screen goes to /).
 */
export type GuardDecision =
  { type: 'allow' } | { type: 'renew' } | { type: 'expired' } | { type: 'redirect'; to: string };

export const HOME_PATH = '/';

export function decideProtected(
  screen: ScreenName,
  session: SessionUser | null,
  now: number = Date.now(),
): GuardDecision {
  if (!session) return { type: 'expired' };
  if (isTokenExpired(session.AccessToken, now)) {
    return session.RefreshToken ? { type: 'renew' } : { type: 'expired' };
  }
  if (!canOpen(session.role, screen)) return { type: 'redirect', to: HOME_PATH };
  return { type: 'allow' };
}

/** /login: a logged-in user (any stored session) is sent to / (whose guard handles expiry). */
export function decideLogin(session: SessionUser | null): GuardDecision {
  return session ? { type: 'redirect', to: HOME_PATH } : { type: 'allow' };
}
