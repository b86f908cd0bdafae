import type { SessionUser } from '@lince/contracts/auth';
import { REFRESH_TOKEN_HEADER, USER_HEADER } from '@lince/contracts/http';
import { api, RENEW_PATH } from '../../../lib/api-client.ts';
import { isTokenExpired } from '../../../lib/jwt.ts';

type LeftSession = Pick<SessionUser, '_id' | 'AccessToken'> &
  Partial<Pick<SessionUser, 'RefreshToken'>>;

/**
 * An access token that can still end the session: the one left, or, when it has expired, a fresh
 * one obtained with the refresh token (otherwise the server would refuse the logout with a 401 and
 * the session would stay open until its refresh token expires).
 */
async function usableAccessToken(session: LeftSession): Promise<string> {
  if (!isTokenExpired(session.AccessToken) || !session.RefreshToken) return session.AccessToken;
  const { data } = await api.get<{ AccessToken: string }>(RENEW_PATH, {
    headers: { [REFRESH_TOKEN_HEADER]: session.RefreshToken },
    skipAuthRenewal: true,
    timeout: 5000,
  });
  return data.AccessToken;
}

/**
 * `POST /v1/users/logout` ends `session` on the server: its access and refresh tokens stop working
 * at once. The caller clears the stored session first, so that no request of the page carries it
 * meanwhile (one answered 401 would otherwise try a renewal and warn 'Tempo de sessão expirado');
 * this call therefore sends the session's headers itself. Failures are ignored (we leave anyway).
 */
export async function logout(session: LeftSession | null): Promise<void> {
  if (!session?.AccessToken) return;
  try {
    const accessToken = await usableAccessToken(session);
    await api.post(
      '/users/logout',
      {},
      {
        headers: { Authorization: `Bearer ${accessToken}`, [USER_HEADER]: session._id },
        skipAuthRenewal: true,
        timeout: 5000,
      },
    );
  } catch (error) {
    console.warn(
      '[sessão] Não foi possível encerrar a sessão no servidor:',
      error instanceof Error ? error.message : error,
    );
  }
}
