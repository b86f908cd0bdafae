import type { Company } from '@lince/contracts/companies';
import type { Page } from '@lince/contracts/pagination';
import type { Role } from '@lince/contracts/roles';
import type { User, UserCreate, UserUpdate } from '@lince/contracts/users';
import { api } from '../../../lib/api-client.ts';

export interface UserListParams {
  page: number;
  pageSize: number;
  search?: string | undefined;
  companyId?: string | undefined;
  role?: Role | undefined;
  active?: boolean | undefined;
  sort?: string;
  order?: 'asc' | 'desc';
}

const path = (id: string, action = '') => `/users/${encodeURIComponent(id)}${action}`;

/** `GET /v1/users` */
export async function listUsers(params: UserListParams): Promise<Page<User>> {
  const { data } = await api.get<Page<User>>('/users', { params });
  return data;
}

/** `POST /v1/users` (sends the invitation e-mail) */
export async function createUser(body: UserCreate): Promise<User> {
  const { data } = await api.post<User>('/users', body);
  return data;
}

/** `PATCH /v1/users/:id` */
export async function updateUser(id: string, body: UserUpdate): Promise<User> {
  const { data } = await api.patch<User>(path(id), body);
  return data;
}

/** `POST /v1/users/:id/activate|deactivate` */
export async function setUserActive(id: string, active: boolean): Promise<User> {
  const { data } = await api.post<User>(path(id, active ? '/activate' : '/deactivate'));
  return data;
}

/** `POST /v1/users/:id/resend-invitation` */
export async function resendInvitation(id: string): Promise<User> {
  const { data } = await api.post<User>(path(id, '/resend-invitation'));
  return data;
}

/** Companies for the pickers (`GET /v1/companies`, first 20 matches). */
export async function searchCompanies(search: string): Promise<Company[]> {
  const { data } = await api.get<Page<Company>>('/companies', {
    params: { search: search || undefined, pageSize: 20, sort: 'name' },
  });
  return data.items;
}
