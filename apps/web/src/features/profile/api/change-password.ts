import { REFRESH_TOKEN_HEADER } from '@lince/contracts/http';
import { api } from '../../../lib/api-client.ts';
import { getSession } from '../../../lib/session.ts';

/**
 * `POST /v1/users/me/password`. The session's own refresh token goes in the RefreshToken header
 * so that this session stays open while the user's other sessions are revoked.
 */
export async function changePassword(body: {
  currentPassword: string;
  newPassword: string;
}): Promise<void> {
  const refreshToken = getSession()?.RefreshToken;
  await api.post('/users/me/password', body, {
    headers: refreshToken ? { [REFRESH_TOKEN_HEADER]: refreshToken } : {},
  });
}
