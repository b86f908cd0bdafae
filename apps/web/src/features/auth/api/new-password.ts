import type { NewPasswordRequest, SessionUser } from '@lince/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { isSessionUser } from '../../../lib/session-shape.ts';

/** `POST /v1/users/new-password`: answers the first-login challenge with the session user. */
export async function setNewPassword(body: NewPasswordRequest): Promise<SessionUser> {
  const { data } = await api.post<unknown>('/users/new-password', body);
  if (!isSessionUser(data)) throw new Error('Resposta inesperada do servidor ao salvar a senha.');
  return data;
}
