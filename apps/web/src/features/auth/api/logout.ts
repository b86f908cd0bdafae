import type { SessionUser } from '@lince/contracts/auth';
import { USER_HEADER } from '@lince/contracts/http';
import { api } from '../../../lib/api-client.ts';

/**
 * `POST /v1/users/logout` ends `session` on the server: its access and refresh tokens stop working
 * at once. The caller clears the stored session first, so that no request of the page carries it
 * meanwhile (one answered 401 would otherwise try a renewal and warn 'Tempo de sessão expirado');
 * this call therefore sends the session's headers itself. Failures are ignored (we leave anyway).
 */
export async function logout(
  session: Pick<SessionUser, '_id' | 'AccessToken'> | null,
): Promise<void> {
  if (!session?.AccessToken) return;
  try {
    await api.post(
      '/users/logout',
      {},
      {
        headers: { Authorization: `Bearer ${session.AccessToken}`, [USER_HEADER]: session._id },
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
