import type { Me } from '@lince/contracts/auth';
import { api } from '../../../lib/api-client.ts';

/** `PATCH /v1/users/me`: name and CPF (11 digits, or null to clear). */
export async function updateProfile(body: { name: string; cpf: string | null }): Promise<Me> {
  return (await api.patch<Me>('/users/me', body)).data;
}
