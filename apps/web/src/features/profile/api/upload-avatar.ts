import type { Me } from '@lince/contracts/auth';
import { api } from '../../../lib/api-client.ts';

/** `PUT /v1/users/me/avatar` (multipart, field `file`). */
export async function uploadAvatar(image: Blob, filename: string): Promise<Me> {
  const form = new FormData();
  form.append('file', image, filename);
  return (await api.put<Me>('/users/me/avatar', form)).data;
}
