import type { ResetPasswordRequest } from '@lince/contracts';
import { api } from '../../../lib/api-client.ts';

/** `POST /v1/users/reset-password` with the e-mailed 6-digit code. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await api.post('/users/reset-password', body);
}
