import type { User, UserUpdate } from '@lince/contracts/users';
import { api } from '../../../lib/api-client.ts';
import { userUrl } from './user-url.ts';

/** `PATCH /v1/users/:id` */
export async function updateUser(id: string, body: UserUpdate): Promise<User> {
  const { data } = await api.patch<User>(userUrl(id), body);
  return data;
}
