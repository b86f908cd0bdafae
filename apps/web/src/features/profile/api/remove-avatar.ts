import type { Me } from '@lince/contracts/auth';
import { api } from '../../../lib/api-client.ts';

/** `DELETE /v1/users/me/avatar`. */
export async function removeAvatar(): Promise<Me> {
  return (await api.delete<Me>('/users/me/avatar')).data;
}
