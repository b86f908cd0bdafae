import { REFRESH_TOKEN_HEADER } from '@lince/contracts/http';
import { api } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';

/** `POST /v1/users/logout` revokes the refresh token; failures are ignored (we leave anyway). */
export async function logout(): Promise<void> {
  const refreshToken = getSession()?.RefreshToken;
  if (!refreshToken) return;
  try {
    await api.post(
      '/users/logout',
      {},
      { headers: { [REFRESH_TOKEN_HEADER]: refreshToken }, skipAuthRenewal: true, timeout: 5000 },
    );
  } catch (error) {
    console.warn(
      '[sessão] Não foi possível revogar a sessão no servidor:',
      error instanceof Error ? error.message : error,
    );
  }
}
