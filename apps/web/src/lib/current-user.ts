import type { Me } from '@lince/contracts/auth';
import { api } from './api-client.ts';
import { getSession, setSession } from './session.ts';

let refreshing: { userId: string; done: Promise<void> } | null = null;

/**
 * Reloads the session user's profile (`GET /v1/users/me`) into the stored `auth` entry, keeping
 * its tokens: a name, avatar, company or role changed elsewhere shows up at the next page load.
 * Once per user and page load (layouts may mount more than once). A 401 goes through the API
 * client's renewal and retry like any other call.
 */
export function refreshCurrentUser(userId: string): Promise<void> {
  if (refreshing?.userId !== userId) {
    refreshing = {
      userId,
      done: api.get<Me>('/users/me').then(({ data }) => {
        const current = getSession();
        if (!current || current._id !== data._id) return;
        setSession({
          ...current,
          ...data,
          AccessToken: current.AccessToken,
          RefreshToken: current.RefreshToken,
        });
      }),
    };
  }
  return refreshing.done;
}
