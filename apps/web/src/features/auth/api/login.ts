import type { LoginRequest, LoginResponse, NewPasswordChallenge } from '@lince/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { isSessionUser } from '../../../lib/session-shape.ts';

export function isChallenge(response: unknown): response is NewPasswordChallenge {
  if (!response || typeof response !== 'object') return false;
  const r = response as Record<string, unknown>;
  return (
    r.challenge === 'NEW_PASSWORD_REQUIRED' &&
    typeof r.username === 'string' &&
    typeof r.session === 'string'
  );
}

/** `POST /v1/users/login`: the session user, or a NEW_PASSWORD_REQUIRED challenge. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const { data } = await api.post<unknown>('/users/login', body);
  if (isChallenge(data) || isSessionUser(data)) return data;
  throw new Error('Resposta inesperada do servidor ao entrar.');
}
