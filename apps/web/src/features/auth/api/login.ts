import type { LoginRequest, LoginResponse, NewPasswordChallenge } from '@lince/contracts/auth';
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

/**
 * The API client (with axios) is not part of what /login loads up front (its JavaScript budget):
 * it loads when the form is first typed into (`preloadLoginRequest`) or, at the latest, on submit.
 */
const loadApi = async () => (await import('../../../lib/api-client.ts')).api;

export function preloadLoginRequest(): void {
  void loadApi().catch(() => undefined);
}

/** `POST /v1/users/login`: the session user, or a NEW_PASSWORD_REQUIRED challenge. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const { data } = await (await loadApi()).post<unknown>('/users/login', body);
  if (isChallenge(data) || isSessionUser(data)) return data;
  throw new Error('Resposta inesperada do servidor ao entrar.');
}
