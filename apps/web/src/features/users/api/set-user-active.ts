import type { User } from '@lince/contracts/users';
import { api } from '../../../lib/api-client.ts';
import { userUrl } from './user-url.ts';

/** `POST /v1/users/:id/activate|deactivate` */
export async function setUserActive(id: string, active: boolean): Promise<User> {
  const { data } = await api.post<User>(userUrl(id, active ? '/activate' : '/deactivate'));
  return data;
}
