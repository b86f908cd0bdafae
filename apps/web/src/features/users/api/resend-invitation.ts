import type { User } from '@lince/contracts/users';
import { api } from '../../../lib/api-client.ts';
import { userUrl } from './user-url.ts';

/** `POST /v1/users/:id/resend-invitation` */
export async function resendInvitation(id: string): Promise<User> {
  const { data } = await api.post<User>(userUrl(id, '/resend-invitation'));
  return data;
}
