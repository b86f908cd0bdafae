import { redirect, type LoaderFunction } from 'react-router';
import type { ScreenName } from '@lince/contracts/roles';
import { getSession } from '../lib/session.ts';
import { endExpiredSession, LOGIN_PATH } from '../lib/session-expiry.ts';
import { decideLogin, decideProtected } from './route-guard.ts';

/** Runs before a protected route opens (its chunk loads in parallel). */
export function protectedLoader(screen: ScreenName): LoaderFunction {
  return async () => {
    let decision = decideProtected(screen, getSession());
    if (decision.type === 'renew') {
      try {
        // The API client (and axios) loads only when a renewal is due: /login never needs it.
        await (await import('../lib/api-client.ts')).renewAccessToken();
        // The token was just issued: only the role is left to check.
        decision = decideProtected(screen, getSession(), Number.NEGATIVE_INFINITY);
      } catch {
        decision = { type: 'expired' };
      }
    }
    switch (decision.type) {
      case 'allow':
        return null;
      case 'redirect':
        throw redirect(decision.to);
      case 'renew':
      case 'expired':
        endExpiredSession();
        throw redirect(LOGIN_PATH);
    }
  };
}

export const loginLoader: LoaderFunction = () => {
  const decision = decideLogin(getSession());
  if (decision.type === 'redirect') throw redirect(decision.to);
  return null;
};

export const unknownPathLoader: LoaderFunction = () => {
  throw redirect(LOGIN_PATH);
};
