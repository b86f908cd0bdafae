import type { User, UserCreate } from '@lince/contracts/users';
import { api } from '../../../lib/api-client.ts';

/** `POST /v1/users` (sends the invitation e-mail) */
export async function createUser(body: UserCreate): Promise<User> {
  const { data } = await api.post<User>('/users', body);
  return data;
}
