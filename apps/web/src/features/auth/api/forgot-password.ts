import { FORGOT_PASSWORD_MESSAGE, ForgotPasswordResponseSchema } from '@lince/contracts';
import { api } from '../../../lib/api-client.ts';

/** `POST /v1/users/forgot-password`: always 202 with the same neutral message. */
export async function forgotPassword(email: string): Promise<string> {
  const { data } = await api.post('/users/forgot-password', { email });
  const parsed = ForgotPasswordResponseSchema.safeParse(data);
  return parsed.success ? parsed.data.message : FORGOT_PASSWORD_MESSAGE;
}
